import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { loginAll } from '../shared/checkout.ts';
import { backendPids, cpuMeter } from '../shared/cpu.ts';
import { closeConnections } from '../shared/http.ts';
import { machineLines } from '../shared/machine.ts';
import { startServer } from '../shared/server-process.ts';
import { latencySummary, thousands } from '../shared/stats.ts';
import { raceForLastUnits } from './last-units.ts';
import { placeOrdersFor, type LoadResult } from './load.ts';
import { auditStock } from './stock-audit.ts';
import { LAST_UNITS, seedOrders } from './seed.ts';

/**
 * Order placement on PostgreSQL: seeds 200 shops and 32 customers into a fresh database, starts one
 * server process, and has every customer go through checkout (quote, then place) concurrently for
 * a fixed time. Then 64 customers race for the last 10 units of one product, and every unit of
 * stock is accounted for.
 *
 *   DATABASE_URL       benchmark database, dropped and recreated (default sokoni_bench_orders)
 *   BENCH_DURATION     measured seconds (default 30), after a 5 s warm-up
 *   BENCH_CUSTOMERS    concurrent customers (default 32)
 *   BENCH_SHOPS        shops (default 200), 20 products each
 *   BENCH_CATALOGUE_NOTIFY=0  switches off the catalogue triggers' notification (every order sends one)
 *   CATALOGUE_CACHE_MS the server's setting; 0 keeps no catalogue answers and opens no LISTEN connection
 */
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sokoni_bench_orders';
const duration = Number(process.env.BENCH_DURATION ?? 30);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 32);
const shopCount = Number(process.env.BENCH_SHOPS ?? 200);
const catalogueTriggers = process.env.BENCH_CATALOGUE_NOTIFY !== '0';
const PRODUCTS_PER_SHOP = 20;
const STOCK = 10_000;
const WARMUP_SECONDS = 5;
const LAST_UNITS_ATTEMPTS = 64;

function report(label: string, r: LoadResult): string[] {
  return [
    `${label}: ${thousands(r.placed)} orders placed in ${r.seconds.toFixed(1)} s = ${(r.placed / r.seconds).toFixed(1)} orders/s`,
    `  place  ${latencySummary(r.placeMs)}`,
    `  quote  ${latencySummary(r.quoteMs)}`,
    `  refused place: ${r.placeRefused}; refused quote: ${r.quoteRefused}`,
    ...[...r.messages].map(([status, message]) => `    ${status}: ${message}`),
  ];
}

/**
 * Throughput on a shared machine depends on what else runs; CPU per order does not. The ceiling is
 * what that CPU cost would allow if every core served only the server and PostgreSQL.
 */
function cpuReport(cpu: { server: number; database: number; generator: number }, placed: number, statements: StatementFigures): string[] {
  if (placed === 0) return [];
  const per = (ms: number) => (ms / placed).toFixed(2);
  const serving = (cpu.server + cpu.database) / placed;
  const cores = os.cpus().length;
  return [
    `  SQL statements per order: ${(statements.measured / placed).toFixed(2)} (quote + place: everything the server sent PostgreSQL while measuring, BEGIN, COMMIT, socket notifications and the job runner included), beside`,
    `  CPU per order (quote + place): server ${per(cpu.server)} ms, PostgreSQL backends ${per(cpu.database)} ms, load generator ${per(cpu.generator)} ms`,
    `  CPU-bound ceiling: ${cores} cores / ${serving.toFixed(2)} ms = about ${Math.round((cores * 1000) / serving)} orders/s with the cores given to the server and PostgreSQL alone`,
  ];
}

interface StatementFigures {
  /** Statements the server sent to PostgreSQL during the measured load. */
  measured: number;
}

async function main() {
  const machine = await machineLines({ databaseUrl: url.replace(/\/[^/]*$/, '/postgres') });
  console.log(`Seeding ${shopCount} shops x ${PRODUCTS_PER_SHOP} products (stock ${thousands(STOCK)} each) and ${customerCount} customers...`);
  const seed = await seedOrders(url, { shopCount, productsPerShop: PRODUCTS_PER_SHOP, customerCount, stock: STOCK, catalogueTriggers });
  const server = await startServer(url, randomBytes(32).toString('hex'));
  try {
    const customers = await loginAll(server.port, seed.customers);
    const started = new Date();
    console.log(`Warming up ${WARMUP_SECONDS} s, then measuring ${duration} s with ${customers.length} concurrent customers...`);
    const warmup = await placeOrdersFor(server.port, customers, seed.shops, WARMUP_SECONDS, 1);
    const loadBefore = os.loadavg().map((l) => l.toFixed(2)).join(' / ');
    const serverCpu = cpuMeter([server.pid]);
    const databaseCpu = cpuMeter(await backendPids(url));
    const generatorCpu = process.cpuUsage();
    const statementsBefore = await server.statements();
    const measured = await placeOrdersFor(server.port, customers, seed.shops, duration, 1000);
    const cpu = { server: serverCpu.stop(), database: databaseCpu.stop(), generator: (process.cpuUsage(generatorCpu).user + process.cpuUsage(generatorCpu).system) / 1000 };
    const statements = { measured: (await server.statements()) - statementsBefore };
    const race = await raceForLastUnits(server.port, url, customers, seed.lastUnitsProduct, LAST_UNITS_ATTEMPTS);
    const audit = await auditStock(url, seed.initialStock);
    const answered201 = warmup.placed + measured.placed + race.placed;

    console.log(
      [
        '',
        `Order placement, run ${started.toISOString()}: ${customers.length} customers, ${shopCount} shops, one server process (pid ${server.pid})`,
        ...machine,
        `Kept catalogue answers: ${process.env.CATALOGUE_CACHE_MS === '0' ? 'off (CATALOGUE_CACHE_MS=0): no LISTEN connection' : `on (${process.env.CATALOGUE_CACHE_MS ?? 5000} ms)`}; catalogue triggers' notification ${catalogueTriggers ? 'on: every order sends one' : 'off (BENCH_CATALOGUE_NOTIFY=0)'}`,
        `Load average before measuring: ${loadBefore}`,
        '',
        ...report(`Measured ${duration} s`, measured),
        ...cpuReport(cpu, measured.placed, statements),
        '',
        `Last units: ${race.attempts} concurrent orders for the last ${LAST_UNITS} units of one product`,
        `  ${race.placed} placed (${race.placed === LAST_UNITS ? `exactly ${LAST_UNITS}, as it must be` : `WRONG: expected exactly ${LAST_UNITS}`}), answers ${race.statuses}, stock left ${race.stockLeft}`,
        ...(race.outOfStockMessage ? [`  refusal shown: "${race.outOfStockMessage}"`] : []),
        '',
        `Oversell check over ${thousands(audit.products)} products: ${audit.belowZero} below zero, ${audit.mismatched} whose stock decrease differs from the quantity ordered`,
        `  units ordered ${thousands(audit.unitsOrdered)}, stock taken ${thousands(audit.stockTaken)}; orders in the database ${thousands(audit.ordersInDatabase)}, answered 201 ${thousands(answered201)}`,
        `  ${audit.belowZero === 0 && audit.mismatched === 0 && audit.unitsOrdered === audit.stockTaken && audit.ordersInDatabase === answered201 ? 'Zero oversell: every unit is accounted for.' : 'OVERSELL OR LOST UNITS: see the figures above.'}`,
        `Load average after: ${os.loadavg()[0]!.toFixed(2)}`,
        '',
      ].join('\n'),
    );
  } finally {
    closeConnections();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
