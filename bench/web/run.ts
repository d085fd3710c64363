import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { machineLines } from '../shared/machine.ts';
import { ms, percentile } from '../shared/stats.ts';
import { bundleReport, type Bytes } from './bundle-sizes.ts';
import { startBuiltServer } from './built-server.ts';
import { CPU_SLOWDOWN, launchChromium, measureLcp, SLOW_4G, type LcpRun } from './lcp.ts';
import { measureLandingSearch, measureMenu, type LandingSearchRun, type MenuRun } from './first-content.ts';
import { BUDGETS, measureFirstAndRepeatVisit, measureStorePage, type FirstAndRepeat, type StorePageRun, type Traffic } from './budgets.ts';

/** The goals of issue 31 (decision 033), printed beside the figures. */
const GOALS = { menuFirstCardMs: 2000, menuAddToCartMs: 4500, landingSearchUsableMs: 2500, pizzaAnsweredMs: 4000 };
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/**
 * The web app's weight and first paint: builds (npm run build), prints JS and CSS bytes (raw and
 * gzip) of the initial bundle and of each route's own chunks, then loads the landing page cold in
 * headless Chromium with a slow-4G network and a 4x CPU slowdown, three times, and prints the
 * median largest contentful paint.
 *
 *   BENCH_WEB_BUILD=0   use the existing build instead of building
 *   BENCH_LCP_RUNS      loads of each kind (default 5: the goals are medians of 5)
 *   CHROMIUM_PATH       browser (default /usr/bin/chromium)
 */
const repoDir = fileURLToPath(new URL('../../', import.meta.url));
const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const runs = Number(process.env.BENCH_LCP_RUNS ?? 5);

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const row = (label: string, b: Bytes) => `| ${label} | ${kB(b.jsRaw)} | ${kB(b.jsGzip)} | ${kB(b.cssRaw)} | ${kB(b.cssGzip)} | ${b.files} |`;

const budgetLine = (label: string, bytes: number, traffic: Traffic, goal: number) =>
  `  ${label}: ${kB(bytes)} in ${traffic.requests} requests (goal at most ${kB(goal)}: ${verdict(bytes <= goal)})`;

async function main() {
  if (process.env.BENCH_WEB_BUILD !== '0') {
    console.log('Building (npm run build)...');
    execFileSync('npm', ['run', 'build'], { cwd: repoDir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const started = new Date();
  const machine = await machineLines({ database: 'embedded PGlite with the demo data' });
  const bundles = bundleReport(webDir);

  const server = await startBuiltServer(repoDir);
  let browser: Browser | undefined;
  let browserVersion = 'Chromium';
  const lcp: LcpRun[] = [];
  const menu: MenuRun[] = [];
  const search: LandingSearchRun[] = [];
  let visits: FirstAndRepeat | undefined;
  let lists: { store: StorePageRun; menu: Traffic } | undefined;
  try {
    browser = await launchChromium(process.env.CHROMIUM_PATH);
    browserVersion = `Chromium ${browser.version()}`;
    await measureLcp(browser, `${server.origin}/`); // warms the server's caches; not counted
    for (let i = 0; i < runs; i++) lcp.push(await measureLcp(browser, `${server.origin}/`));
    await measureMenu(browser, server.origin); // warms the kept /menu; not counted
    for (let i = 0; i < runs; i++) menu.push(await measureMenu(browser, server.origin));
    for (let i = 0; i < runs; i++) search.push(await measureLandingSearch(browser, server.origin));
    visits = await measureFirstAndRepeatVisit(browser, server.origin);
    lists = await measureStorePage(browser, server.origin);
  } finally {
    await browser?.close();
    await server.stop();
  }

  const median = percentile(lcp.map((r) => r.lcpMs), 50);
  const figures = (values: number[]) => `${values.map(ms).join(', ')}; median ${ms(percentile(values, 50))}`;
  const goal = (label: string, values: number[], limit: number) =>
    `  ${label}: ${values.map(ms).join(', ')}; median ${ms(percentile(values, 50))} (goal under ${ms(limit)}: ${verdict(percentile(values, 50) < limit)})`;
  console.log(
    [
      '',
      `Web, run ${started.toISOString()} (bytes from ${bundles.source}; gzip at zlib's default level)`,
      ...machine,
      `Browser: ${browserVersion} (headless)`,
      '',
      '| Bundle | JS raw | JS gzip | CSS raw | CSS gzip | files |',
      '|---|---:|---:|---:|---:|---:|',
      row('Initial (index.html: entry, preloads, stylesheet)', bundles.initial),
      row('**Landing page total** (initial + landing route + its English catalogues)', bundles.landing),
      ...bundles.routes.map((r) => row(`Route ${r.routes.join(', ')} (${r.page}, own chunks)`, r.bytes)),
      '',
      `Landing page LCP, cold load, Pixel 5 viewport, slow 4G (${SLOW_4G.latency} ms latency, ${((SLOW_4G.downloadThroughput * 8) / 1e6).toFixed(2)} Mbps down), CPU ${CPU_SLOWDOWN}x slower:`,
      ...lcp.map((r, i) => `  run ${i + 1}: LCP ${ms(r.lcpMs)} (${r.element}), ${r.requests} requests, ${kB(r.transferred)} transferred`),
      `  median LCP ${ms(median)} over ${lcp.length} runs`,
      '',
      'Same conditions, cold loads:',
      goal('/menu first product card painted', menu.map((r) => r.firstCardMs), GOALS.menuFirstCardMs),
      goal("/menu 'Add to cart' on that card working (hydrated)", menu.map((r) => r.addToCartMs), GOALS.menuAddToCartMs),
      goal('landing search usable (box takes typing that is kept and searched)', search.map((r) => r.usableMs), GOALS.landingSearchUsableMs),
      goal("'pizza' typed the moment the box appeared, first suggestion shown", search.map((r) => r.answeredMs), GOALS.pizzaAnsweredMs),
      `    the app's own list, which takes over from the early script's links: ${figures(search.map((r) => r.appListMs))}`,
      `  landing JS gzip ${kB(bundles.landing.jsGzip)} (a figure, no longer a goal: decision 033)`,
      '',
      'Data budgets (issue 17; bytes on the wire, headers included, Pixel 5 at 390 px wide, unthrottled):',
      budgetLine('first visit to /', visits!.first.page, visits!.first, BUDGETS.firstVisitBytes),
      `    then the service worker's precache, fetched in the background to install the app for offline use: ${kB(visits!.first.precache)} (outside the budget)`,
      budgetLine(`store page (${lists!.store.store}, the demo's largest shop: ${lists!.store.products} products), scrolled to the end`, lists!.store.traffic.page, lists!.store.traffic, BUDGETS.storePageBytes),
      budgetLine('24 products (/menu, first page), scrolled to the end', lists!.menu.page, lists!.menu, BUDGETS.storePageBytes),
      budgetLine('repeat visit to / (service worker installed)', visits!.repeat.page + visits!.repeat.precache, visits!.repeat, BUDGETS.repeatVisitBytes),
      '',
      // Other work shares the machine: its load says how far these timings are from a quiet one.
      `Load average at the end of the run: ${loadavg().map((n) => n.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
