import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { backendPids, cpuMsOf } from '../shared/cpu.ts';
import { machineLines } from '../shared/machine.ts';
import { closedLoop, type LatencyResult } from './latency.ts';
import { chosenSizes, seedBenchCatalog, type SeedSize } from './seed.ts';
import { SEARCH_QUERIES } from './vocabulary.ts';

/**
 * Catalogue benchmark over catalogue sizes (10k, 100k and 1M products by default, each in its
 * own database, seeded once): for each size it starts the real server as a child process and
 * measures every endpoint family three ways, then prints one table per family with a column per
 * size, so growth with the catalogue shows.
 *
 *   - latency, p50/p99: a closed loop with 1 and with 4 connections (what one request costs,
 *     with little queueing);
 *   - throughput, req/s: autocannon with 32 connections (the machine saturated; latency there is
 *     mostly queueing, so it is not reported).
 *
 *   BENCH_SIZES        which sizes, e.g. 10k,100k (default 10k,100k,1m)
 *   BENCH_ENDPOINTS    which endpoint families: listing, menu-html, search, partners, partners-page,
 *                      store-products, storefront (default all)
 *   BENCH_DURATION     seconds per measurement (default 8), after a 2 s warm-up per endpoint
 *   BENCH_CONNECTIONS  connections for throughput (default 32)
 *   DATABASE_URL       the PostgreSQL server to use (its database name is replaced per size)
 *   CATALOGUE_CACHE_MS the server's setting; 0 measures every answer computed afresh
 *   BENCH_CPU_PROF_DIR each server writes a V8 CPU profile there when it stops
 */
const duration = Number(process.env.BENCH_DURATION ?? 8);
const throughputConnections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LATENCY_CONNECTIONS = [1, 4] as const;
const WARMUP_SECONDS = 2;

interface Server {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** With BENCH_CPU_PROF_DIR set, each server writes a V8 CPU profile there when it stops. */
function start(script: string, env: Record<string, string> = {}): Promise<Server> {
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const early = (code: number | null) => reject(new Error(`${script} exited with code ${code}`));
    child.once('error', reject);
    child.once('exit', early);
    child.once('message', (message: { port: number }) => {
      child.off('exit', early);
      resolve({
        port: message.port,
        pid: child.pid!,
        async stop() {
          if (child.connected) child.disconnect();
          await exited;
        },
      });
    });
  });
}

/**
 * CPU spent by the server process and the database's backends while `run` runs, per request
 * served: unlike req/s it hardly depends on what else the (shared) machine is doing. Backends
 * opened during the run count whole.
 */
async function cpuPerRequest(server: Server, url: string, run: () => Promise<{ requests: number }>): Promise<{ cpuMs: number; serverMs: number; requests: number }> {
  const before = new Map((await backendPids(url)).map((pid) => [pid, cpuMsOf(pid) ?? 0]));
  const serverBefore = cpuMsOf(server.pid) ?? 0;
  const { requests } = await run();
  const serverMs = (cpuMsOf(server.pid) ?? serverBefore) - serverBefore;
  let databaseMs = 0;
  for (const pid of await backendPids(url)) databaseMs += (cpuMsOf(pid) ?? 0) - (before.get(pid) ?? 0);
  return { cpuMs: requests ? (serverMs + databaseMs) / requests : 0, serverMs: requests ? serverMs / requests : 0, requests };
}

async function throughput(port: number, paths: string[], seconds: number): Promise<{ rps: number; failures: number; requests: number }> {
  let i = 0;
  const r = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: throughputConnections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  });
  return { rps: r.requests.average, failures: r.errors + r.timeouts + r.non2xx, requests: r.requests.total };
}

interface Measured {
  latency: Record<number, LatencyResult>;
  rps: number;
  failures: number;
  /** req/s as a share of the bare one-SELECT route's, measured in the same run on the same database. */
  share?: number;
  /** CPU ms (server process + PostgreSQL backends) per request during the throughput run. */
  cpuMs?: number;
  /** The server process's part of cpuMs. */
  serverMs?: number;
  /** The bare route's CPU per request over this route's: the share of its req/s this route reaches on the same CPU. */
  cpuShare?: number;
}

async function measure(label: string, server: Server, url: string, paths: string[]): Promise<Measured> {
  const { port } = server;
  await closedLoop(port, paths, 4, WARMUP_SECONDS);
  const latency: Record<number, LatencyResult> = {};
  for (const c of LATENCY_CONNECTIONS) latency[c] = await closedLoop(port, paths, c, duration);
  let rps = 0;
  let failures = 0;
  const { cpuMs, serverMs } = await cpuPerRequest(server, url, async () => {
    const r = await throughput(port, paths, duration);
    rps = r.rps;
    failures = r.failures;
    return r;
  });
  const total = failures + Object.values(latency).reduce((a, l) => a + l.failures, 0);
  const cells = LATENCY_CONNECTIONS.map((c) => `c=${c} p50 ${ms(latency[c]!.p50)} p99 ${ms(latency[c]!.p99)}`).join('   ');
  console.log(`  ${label.padEnd(26)} ${cells}   c=${throughputConnections} ${rps.toFixed(0)} req/s, ${cpuMs.toFixed(2)} CPU ms each (server ${serverMs.toFixed(2)})${total ? `   ${total} failed` : ''}`);
  return { latency, rps, failures: total, cpuMs, serverMs };
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));

async function getJson(port: number, path: string): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Pages 1-5 of several storefront listings, followed through their cursors. */
async function storefrontPages(port: number): Promise<string[]> {
  const listings = [
    'view=menu',
    'view=menu&category=Food&sort=price_low_high',
    'view=menu&sort=price_high_low&minPrice=500&maxPrice=5000',
    'view=offers',
    'view=featured',
    'view=menu&category=Electronics&sort=rating_high_low',
    'view=menu&subcategory=Pizza&minRating=3',
    'view=menu&q=chicken&sort=price_low_high',
  ];
  const paths: string[] = [];
  for (const listing of listings) {
    // The first page asks for the total, as /menu does.
    let path = `/api/storefront?${listing}&limit=24&withTotal=true`;
    for (let page = 0; page < 5; page++) {
      paths.push(path);
      const body = (await getJson(port, path)) as { nextCursor: string | null };
      if (!body.nextCursor) break;
      path = `/api/storefront?${listing}&limit=24&cursor=${body.nextCursor}`;
    }
  }
  return paths;
}

interface Family {
  /** For BENCH_ENDPOINTS. */
  key: string;
  title: string;
  paths(port: number, partnerIds: string[]): Promise<string[]>;
}

const ALL_FAMILIES: Family[] = [
  {
    key: 'listing',
    title: 'GET /api/storefront, /menu\'s first page (24, withTotal as the web sends it)',
    paths: async () => ['/api/storefront?view=menu&sort=relevance&limit=24&withTotal=true'],
  },
  {
    key: 'menu-html',
    title: "GET /menu, the page rendered by React on the server with the same first page (issue 31: p50 under 15 ms with kept answers)",
    paths: async () => ['/menu'],
  },
  { key: 'search', title: `GET /api/search?q= (${SEARCH_QUERIES.length} texts)`, paths: async () => SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`) },
  { key: 'partners', title: 'GET /api/partners (plain array, first 500)', paths: async () => ['/api/partners'] },
  { key: 'partners-page', title: 'GET /api/partners?limit=24', paths: async () => ['/api/partners?limit=24'] },
  {
    key: 'store-products',
    title: 'GET /api/products-by-partner/{id} (100 each, every store)',
    paths: async (_port, ids) => ids.map((id) => `/api/products-by-partner/${id}`),
  },
  { key: 'storefront', title: 'GET /api/storefront (pages 1-5 of 8 listings, 24 each)', paths: (port) => storefrontPages(port) },
];

/** BENCH_ENDPOINTS=search,storefront picks endpoint families (default all). */
const FAMILIES = (() => {
  const asked = process.env.BENCH_ENDPOINTS?.split(',').map((k) => k.trim()).filter(Boolean);
  if (!asked?.length) return ALL_FAMILIES;
  const unknown = asked.filter((k) => !ALL_FAMILIES.some((f) => f.key === k));
  if (unknown.length) throw new Error(`Unknown endpoint ${unknown.join(', ')}; BENCH_ENDPOINTS takes ${ALL_FAMILIES.map((f) => f.key).join(', ')}`);
  return ALL_FAMILIES.filter((f) => asked.includes(f.key));
})();

async function visiblePartnerIds(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: string }>('SELECT id FROM partners WHERE NOT suspended ORDER BY id')).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** The bare one-SELECT route on this size's database: the floor the catalogue routes are compared with. */
async function measureBareSelect(url: string): Promise<Measured> {
  const bare = await start('./serve-bare.ts', { DATABASE_URL: url });
  try {
    return await measure('bare one-SELECT route', bare, url, ['/bare-select']);
  } finally {
    await bare.stop();
  }
}

async function measureSize(size: SeedSize, url: string): Promise<{ floor: Measured; results: Measured[] }> {
  const partnerIds = await visiblePartnerIds(url);
  console.log(`\n${size.label} products (${partnerIds.length} stores): latency with ${LATENCY_CONNECTIONS.join(' and ')} connections, throughput with ${throughputConnections}, ${duration} s each`);
  const floor = await measureBareSelect(url);
  const app = await start('./serve-app.ts', { DATABASE_URL: url });
  try {
    const results: Measured[] = [];
    for (const family of FAMILIES) {
      const paths = await family.paths(app.port, partnerIds);
      const measured = await measure(family.title.split(' (')[0]!, app, url, paths);
      measured.share = measured.rps / floor.rps;
      measured.cpuShare = measured.cpuMs ? floor.cpuMs! / measured.cpuMs : 0;
      console.log(
        `  ${''.padEnd(26)} ${(measured.share * 100).toFixed(1)}% of the bare one-SELECT route's req/s; ${(measured.cpuShare * 100).toFixed(1)}% by CPU per request`,
      );
      results.push(measured);
    }
    return { floor, results };
  } finally {
    await app.stop();
  }
}

function table(title: string, sizes: SeedSize[], bySize: Measured[]): string[] {
  const row = (label: string, cell: (m: Measured) => string) => `| ${label} | ${bySize.map(cell).join(' | ')} |`;
  return [
    `${title}`,
    '',
    `| | ${sizes.map((s) => `${s.label} products`).join(' | ')} |`,
    `|---|${sizes.map(() => '---:').join('|')}|`,
    ...LATENCY_CONNECTIONS.map((c) => row(`p50 / p99 ms, ${c} connection${c > 1 ? 's' : ''}`, (m) => `${ms(m.latency[c]!.p50)} / ${ms(m.latency[c]!.p99)}`)),
    row(`req/s, ${throughputConnections} connections`, (m) => `${m.rps.toFixed(0)}${m.failures ? ` (${m.failures} failed)` : ''}`),
    row('CPU ms per request (server + PostgreSQL)', (m) => (m.cpuMs ?? 0).toFixed(2)),
    row('of which the server', (m) => (m.serverMs ?? 0).toFixed(2)),
    ...(bySize.every((m) => m.share !== undefined)
      ? [
          row(`share of the bare one-SELECT route's req/s (goal 20%)`, (m) => `${(m.share! * 100).toFixed(1)}%`),
          row(`share by CPU per request (bare route's CPU / this route's)`, (m) => `${(m.cpuShare! * 100).toFixed(1)}%`),
        ]
      : []),
    '',
  ];
}

async function main() {
  const sizes = chosenSizes();
  const urls: string[] = [];
  for (const size of sizes) urls.push(await seedBenchCatalog(size));

  const started = new Date();
  const loadBefore = os.loadavg()[0]!;
  const machine = await machineLines({ databaseUrl: urls[0] });

  // The no-database yardstick: DATABASE_URL (the server the sizes live on) is not its to open.
  const bare = await start('./serve-bare.ts', { DATABASE_URL: '' });
  let bareLatency: LatencyResult;
  let bareRps: number;
  try {
    await closedLoop(bare.port, ['/bare'], 4, WARMUP_SECONDS);
    bareLatency = await closedLoop(bare.port, ['/bare'], 1, duration);
    bareRps = (await throughput(bare.port, ['/bare'], duration)).rps;
  } finally {
    await bare.stop();
  }

  const bySize: Measured[][] = [];
  const floors: Measured[] = [];
  for (const [i, size] of sizes.entries()) {
    const { floor, results } = await measureSize(size, urls[i]!);
    floors.push(floor);
    bySize.push(results);
  }

  const lines = [
    '',
    `Run ${started.toISOString()}, load average ${loadBefore.toFixed(2)} before and ${os.loadavg()[0]!.toFixed(2)} after`,
    ...machine.filter((l) => !l.startsWith('Load average')),
    `Latency: closed loop with ${LATENCY_CONNECTIONS.join(' and ')} connections; throughput: autocannon with ${throughputConnections}; ${duration} s each`,
    `Kept catalogue answers: ${process.env.CATALOGUE_CACHE_MS === '0' ? 'off (CATALOGUE_CACHE_MS=0), every answer computed' : `on, ${process.env.CATALOGUE_CACHE_MS ?? 5000} ms at most (decision 032)`}`,
    `Bare Fastify route (no database): p50 / p99 ${ms(bareLatency.p50)} / ${ms(bareLatency.p99)} ms with 1 connection, ${bareRps.toFixed(0)} req/s with ${throughputConnections}`,
    '',
    ...table('Bare Fastify route doing one indexed SELECT (a product by id) on the same database', sizes, floors),
    ...FAMILIES.flatMap((family, f) => table(family.title, sizes, bySize.map((results) => results[f]!))),
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
