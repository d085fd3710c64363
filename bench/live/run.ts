import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import { loginAll } from '../shared/checkout.ts';
import { closeConnections } from '../shared/http.ts';
import { fileDescriptorLimits, machineLines } from '../shared/machine.ts';
import { startServer, type ServerProcess } from '../shared/server-process.ts';
import { latencySummary, ms, percentile, thousands } from '../shared/stats.ts';
import { createNotifyMeter, measureNotifications, type NotifyResult } from './notify-load.ts';
import { connectPartners } from './partner-sockets.ts';
import { seedLive, type LiveSeed } from './seed.ts';

/**
 * Live notification latency: 1,000 stores keep a socket open, customers place orders to known
 * stores, and each store's `newSubOrder` is timed from just before the place request. Run once on
 * one server process, then on two processes sharing PostgreSQL (sockets on B, orders placed on A,
 * so every notification crosses processes through the socket.io PostgreSQL adapter), and again on
 * two processes sharing rooms through Redis (REDIS_URL) when BENCH_REDIS_URL answers.
 *
 *   DATABASE_URL     benchmark database, dropped and recreated (default sokoni_bench_live)
 *   BENCH_SOCKETS    connected stores (default 1000)
 *   BENCH_CUSTOMERS  customers placing orders concurrently (default 8)
 *   BENCH_ORDERS     orders per run, each to a different store (default 500, at most BENCH_SOCKETS)
 *   BENCH_REDIS_URL  Redis for the third run (default redis://127.0.0.1:6379; skipped when it does not answer)
 */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sokoni_bench_live';
const socketCount = Number(process.env.BENCH_SOCKETS ?? 1000);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 8);
const orderCount = Math.min(socketCount, Number(process.env.BENCH_ORDERS ?? 500));
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WARMUP_ORDERS = Math.min(50, Math.floor(orderCount / 10));
// Each socket is a file descriptor here and another in the server; leave room for the rest.
const SPARE_DESCRIPTORS = 256;

interface Mode {
  label: string;
  result: NotifyResult;
  connectSeconds: number;
}

async function runMode(label: string, seed: LiveSeed, jwtSecret: string, orderServer: ServerProcess, socketServer: ServerProcess): Promise<Mode> {
  const meter = createNotifyMeter();
  const sockets = await connectPartners(socketServer.port, jwtSecret, seed.partners.map((p) => p.id), meter.onNewSubOrder);
  try {
    console.log(`  ${label}: ${thousands(seed.partners.length)} sockets connected in ${sockets.connectSeconds.toFixed(1)} s; placing orders...`);
    const customers = await loginAll(orderServer.port, seed.customers);
    // Every other store when there are twice as many stores as orders: the targets spread over all of them.
    const step = Math.max(1, Math.floor(seed.partners.length / orderCount));
    const targets = seed.partners.filter((_, i) => i % step === 0).slice(0, orderCount);
    const result = await measureNotifications(orderServer.port, customers, targets, meter, WARMUP_ORDERS);
    return { label, result, connectSeconds: sockets.connectSeconds };
  } finally {
    sockets.close();
  }
}

function report(mode: Mode): string[] {
  const r = mode.result;
  return [
    `${mode.label}: ${thousands(r.orders)} orders (after ${WARMUP_ORDERS} not counted), each to a different store, ${(r.orders / r.seconds).toFixed(1)} orders/s, ${customerCount} customers at once`,
    `  newSubOrder  ${latencySummary(r.notifyMs)}`,
    `  place answer ${latencySummary(r.placeMs)}`,
    `  notification before the HTTP answer: ${r.eventBeforeAnswer} of ${r.notifyMs.length}; missing ${r.missing}, wrong order ${r.wrongOrder}, to a store with no order in flight ${r.stray}, refused ${r.refused}`,
  ];
}

/** A PING over a plain TCP connection: enough to know whether the Redis run can happen. */
function redisAnswers(address: string): Promise<boolean> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function main() {
  const limits = fileDescriptorLimits();
  const soft = limits.soft === 'unlimited' ? Infinity : Number(limits.soft);
  if (soft < socketCount + SPARE_DESCRIPTORS) {
    throw new Error(`ulimit -n is ${limits.soft}: ${socketCount} sockets need at least ${socketCount + SPARE_DESCRIPTORS}. Raise it (ulimit -n ${limits.hard}) and run again.`);
  }
  const machine = await machineLines({ databaseUrl: url.replace(/\/[^/]*$/, '/postgres') });
  console.log(`Seeding ${thousands(socketCount)} stores and ${customerCount} customers...`);
  const seed = await seedLive(url, socketCount, customerCount);
  const jwtSecret = randomBytes(32).toString('hex');
  const started = new Date();
  const modes: Mode[] = [];

  const single = await startServer(url, jwtSecret);
  try {
    modes.push(await runMode('One process', seed, jwtSecret, single, single));
  } finally {
    await single.stop();
  }
  const pairs: { label: string; env: Record<string, string> }[] = [{ label: 'Two processes (orders on A, sockets on B)', env: {} }];
  if (await redisAnswers(redisUrl)) pairs.push({ label: 'Two processes through Redis (REDIS_URL)', env: { REDIS_URL: redisUrl } });
  else console.log(`  Redis at ${redisUrl} does not answer: the Redis run is skipped.`);
  for (const pair of pairs) {
    const a = await startServer(url, jwtSecret, pair.env);
    const b = await startServer(url, jwtSecret, pair.env);
    try {
      modes.push(await runMode(pair.label, seed, jwtSecret, a, b));
    } finally {
      closeConnections();
      await Promise.all([a.stop(), b.stop()]);
    }
  }

  console.log(
    [
      '',
      `Live notifications, run ${started.toISOString()}: ${thousands(socketCount)} connected store sockets (one store account each)`,
      ...machine,
      `Open files (ulimit -n): soft ${limits.soft}, hard ${limits.hard}`,
      '',
      ...modes.flatMap((m) => [...report(m), '']),
      '| Processes | orders | orders/s | newSubOrder p50 | p99 | missing |',
      '|---|---:|---:|---:|---:|---:|',
      ...modes.map(
        (m) =>
          `| ${m.label} | ${m.result.orders} | ${(m.result.orders / m.result.seconds).toFixed(1)} | ${ms(percentile(m.result.notifyMs, 50))} | ${ms(percentile(m.result.notifyMs, 99))} | ${m.result.missing} |`,
      ),
      `Load average after: ${os.loadavg()[0]!.toFixed(2)}`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
