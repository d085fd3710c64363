import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { createTokenService } from '../../apps/server/src/lib/tokens.ts';
import { closeConnections, requestJson } from '../shared/http.ts';
import { fileDescriptorLimits, machineLines } from '../shared/machine.ts';
import { startServer } from '../shared/server-process.ts';
import { latencySummary, ms, percentile, Tally, thousands } from '../shared/stats.ts';
import { seedTracking } from './seed.ts';

/**
 * Live rider tracking: BENCH_RIDERS riders (default 500) each carry one order and send their
 * position every 10 s (PUT /api/driver/location), spread evenly over the 10 s; each order's
 * customer keeps a socket open. Timed from just before the rider's request to `riderLocation`
 * arriving on that customer's socket. The first round of updates is not counted.
 *
 *   DATABASE_URL     benchmark database, dropped and recreated (default sokoni_bench_tracking)
 *   BENCH_RIDERS     riders and customers (default 500)
 *   BENCH_DURATION   measured seconds after the first round (default 60)
 */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sokoni_bench_tracking';
const riderCount = Number(process.env.BENCH_RIDERS ?? 500);
const durationS = Number(process.env.BENCH_DURATION ?? 60);
const EVERY_MS = 10_000;
// About 40 m between two fixes 10 s apart: a motorbike at 14 km/h.
const STEP = 0.00036;

async function main() {
  const limits = fileDescriptorLimits();
  const machine = await machineLines({ databaseUrl: url.replace(/\/[^/]*$/, '/postgres') });
  console.log(`Seeding ${thousands(riderCount)} riders carrying an order each...`);
  const seed = await seedTracking(url, riderCount);
  const jwtSecret = randomBytes(32).toString('hex');
  const tokens = createTokenService(jwtSecret, '1h');
  const server = await startServer(url, jwtSecret);
  const sockets: Socket[] = [];
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const answers = new Tally();
  let counting = false;
  let stray = 0;
  try {
    for (let i = 0; i < seed.deliveries.length; i += 100) {
      await Promise.all(
        seed.deliveries.slice(i, i + 100).map(async (d) => {
          const socket = io(`http://127.0.0.1:${server.port}`, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: await tokens.sign({ sub: d.userId, kind: 'user', ver: 0 }) },
            forceNew: true,
            reconnection: false,
          });
          sockets.push(socket);
          socket.on('riderLocation', (payload: { orderId: string; lat: number }) => {
            const key = `${payload.orderId}:${payload.lat.toFixed(6)}`;
            const started = sentAt.get(key);
            if (started === undefined) return void (stray += 1);
            sentAt.delete(key);
            if (counting) latencies.push(performance.now() - started);
          });
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
        }),
      );
    }
    console.log(`  ${thousands(sockets.length)} customer sockets connected; riders sending every ${EVERY_MS / 1000} s for ${durationS} s after a first round...`);
    const riderTokens = await Promise.all(seed.deliveries.map((d) => tokens.sign({ sub: d.driverId, kind: 'driver', ver: 0 })));
    const started = performance.now();
    const endAt = started + EVERY_MS + durationS * 1000;
    await Promise.all([
      ...seed.deliveries.map(async (d, i) => {
        await new Promise((r) => setTimeout(r, (i / seed.deliveries.length) * EVERY_MS));
        for (let round = 0; performance.now() < endAt; round++) {
          const lat = -1.3 + (i % 50) * 0.002 + round * STEP;
          const lng = 36.8 + Math.floor(i / 50) * 0.002;
          sentAt.set(`${d.orderId}:${lat.toFixed(6)}`, performance.now());
          const answer = await requestJson(server.port, 'PUT', '/api/driver/location', { lat: Number(lat.toFixed(6)), lng, speed: 4 }, riderTokens[i]);
          if (counting) answers.add(answer.status);
          await new Promise((r) => setTimeout(r, EVERY_MS));
        }
      }),
      new Promise<void>((r) =>
        setTimeout(() => {
          counting = true;
          r();
        }, EVERY_MS),
      ),
    ]);
    await new Promise((r) => setTimeout(r, 1000));
    const seconds = durationS;
    console.log(
      [
        '',
        `Rider tracking, run ${new Date().toISOString()}: ${thousands(riderCount)} riders each updating every ${EVERY_MS / 1000} s, one customer socket per order`,
        ...machine,
        `Open files (ulimit -n): soft ${limits.soft}, hard ${limits.hard}`,
        '',
        `  riderLocation (rider's PUT to the customer's socket)  ${latencySummary(latencies)}`,
        `  updates counted: ${thousands(latencies.length)} (${(latencies.length / seconds).toFixed(1)}/s); answers ${answers}; not delivered ${sentAt.size}; unexpected ${stray}`,
        '',
        '| Riders | updates/s | riderLocation p50 | p99 |',
        '|---:|---:|---:|---:|',
        `| ${riderCount} | ${(latencies.length / seconds).toFixed(1)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 99))} |`,
        `Load average after: ${os.loadavg()[0]!.toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    closeConnections();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
