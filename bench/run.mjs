// Runs the load benchmarks one after another, each in its own process so none inherits another's
// warm caches or open sockets: `npm run bench` for all, `npm run bench -- orders live` for some.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHMARKS = {
  catalog: 'catalogue reads: search, store lists and storefront pages (see bench/catalog)',
  orders: 'order placement: 32 customers over 200 shops, last-units race, zero-oversell check',
  live: 'newSubOrder latency to 1,000 connected store sockets, on one process and on two',
  mpesa: 'M-Pesa callback received -> query confirmed -> store alerted (newSubOrder), p50/p99',
  tracking: 'riderLocation latency: 500 riders updating every 10 s, each watched by its customer',
  web: 'JS and CSS bytes per route, landing page LCP on slow 4G with a 4x CPU slowdown',
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHMARKS));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}. Choose from:`);
  for (const [name, what] of Object.entries(BENCHMARKS)) console.error(`  ${name.padEnd(8)} ${what}`);
  process.exit(2);
}

const failed = [];
for (const name of asked.length ? asked : Object.keys(BENCHMARKS)) {
  console.log(`\n=== ${name}: ${BENCHMARKS[name]} ===\n`);
  const script = fileURLToPath(new URL(`./${name}/run.ts`, import.meta.url));
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
