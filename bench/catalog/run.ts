import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEFAULT_BENCH_URL, FULL_SIZE, seedBenchCatalog } from './seed.ts';
import { SEARCH_QUERIES } from './vocabulary.ts';

/**
 * Catalogue benchmark: seeds (once) 1,000 stores x 100 products into PostgreSQL, starts the real
 * server and a bare Fastify route as child processes, and loads each endpoint with autocannon
 * (32 connections by default), printing requests/s, p50/p99 latency and the ratio to the bare
 * route measured in the same run.
 *
 *   DATABASE_URL       benchmark database (created and migrated when missing)
 *   BENCH_DURATION     seconds per measurement (default 10), after a 3 s warm-up
 *   BENCH_CONNECTIONS  concurrent connections (default 32)
 */
const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 3;

interface Server {
  port: number;
  stop(): void;
}

function start(script: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${script} exited with code ${code}`)));
    child.once('message', (message: { port: number }) => resolve({ port: message.port, stop: () => child.disconnect() }));
  });
}

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(port: number, paths: string[], seconds: number): Promise<autocannon.Result> {
  let i = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[i++ % paths.length]! }) }],
  });
}

async function measure(name: string, port: number, paths: string[]): Promise<Result> {
  await load(port, paths, WARMUP_SECONDS);
  const r = await load(port, paths, duration);
  const result = { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failures: r.errors + r.timeouts + r.non2xx };
  console.log(`  ${name.padEnd(44)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${String(result.p50).padStart(4)} ms   p99 ${String(result.p99).padStart(4)} ms${result.failures ? `   ${result.failures} failed` : ''}`);
  return result;
}

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
    let path = `/api/storefront?${listing}&limit=24`;
    for (let page = 0; page < 5; page++) {
      paths.push(path);
      const body = (await getJson(port, path)) as { nextCursor: string | null };
      if (!body.nextCursor) break;
      path = `/api/storefront?${listing}&limit=24&cursor=${body.nextCursor}`;
    }
  }
  return paths;
}

async function machine(): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ version: string }>('SELECT version()');
  await client.end();
  const cpus = os.cpus();
  return [
    `Node ${process.version} on ${os.type()} ${os.release()} (${os.arch()})`,
    `CPU: ${cpus.length} x ${cpus[0]?.model.trim() ?? 'unknown'}`,
    `Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `Database: ${rows[0]?.version.split(',')[0] ?? 'unknown'} (same machine)`,
  ];
}

const fmt = (r: Result, bare: number) =>
  `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / bare) * 100).toFixed(0)}% |${r.failures ? ` ${r.failures} failed` : ''}`;

async function main() {
  await seedBenchCatalog(url, FULL_SIZE);
  const app = await start('./serve-app.ts');
  const bare = await start('./serve-bare.ts');
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const partnerIds = (await client.query<{ id: string }>('SELECT id FROM partners WHERE NOT suspended ORDER BY id')).rows.map((r) => r.id);
    await client.end();
    const searches = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    for (const path of [...searches.slice(0, 3), '/api/partners', `/api/products-by-partner/${partnerIds[0]}`]) await getJson(app.port, path);
    const storefront = await storefrontPages(app.port);

    const started = new Date();
    const loadBefore = os.loadavg()[0]!;
    console.log(`\nMeasuring: ${connections} connections, ${duration} s each after a ${WARMUP_SECONDS} s warm-up\n`);
    const bareBefore = await measure('bare Fastify route (before)', bare.port, ['/bare']);
    const results = [
      await measure(`GET /api/search?q= (${SEARCH_QUERIES.length} queries)`, app.port, searches),
      await measure('GET /api/partners (plain array, first 500)', app.port, ['/api/partners']),
      await measure('GET /api/partners?limit=24', app.port, ['/api/partners?limit=24']),
      await measure('GET /api/products-by-partner/{id} (100 each)', app.port, partnerIds.map((id) => `/api/products-by-partner/${id}`)),
      await measure(`GET /api/storefront paged (${storefront.length} pages of 24)`, app.port, storefront),
    ];
    const bareAfter = await measure('bare Fastify route (after)', bare.port, ['/bare']);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;

    const lines = [
      '',
      `Run ${started.toISOString()}, load average ${loadBefore.toFixed(2)} before and ${os.loadavg()[0]!.toFixed(2)} after`,
      ...(await machine()),
      '',
      '| Endpoint | req/s | p50 ms | p99 ms | vs bare |',
      '|---|---:|---:|---:|---:|',
      ...results.map((r) => fmt(r, bareRps)),
      fmt({ ...bareBefore, name: 'bare Fastify route (mean of before/after)', rps: bareRps }, bareRps),
      '',
    ];
    console.log(lines.join('\n'));
  } finally {
    app.stop();
    bare.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
