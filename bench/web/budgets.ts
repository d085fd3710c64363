import { devices, type Browser, type BrowserContext, type Request } from 'playwright-core';

/** Issue 17's data budgets: bytes on the wire, whatever the network's speed. */
export const BUDGETS = { firstVisitBytes: 250_000, storePageBytes: 400_000, repeatVisitBytes: 50_000 };

export interface Traffic {
  /** What the page needed from the network: its own requests, and those the service worker made for it (API reads, pictures). */
  page: number;
  /** The service worker installing: its precache of the app, fetched in the background. */
  precache: number;
  /** Requests counted in `page`. */
  requests: number;
}

/** The service worker's own reads for the page (runtime caching) rather than its precache. */
const forThePage = (url: string) => /\/(api|uploads)\//.test(new URL(url).pathname);

/**
 * Counts what crosses the network in a context: the page's requests that the service worker did
 * not answer, and the service worker's own requests (Chromium reports both to the context).
 * Bytes are headers plus the encoded (compressed) body.
 */
function countTraffic(context: BrowserContext): { traffic: Traffic; settled: () => Promise<void> } {
  const traffic: Traffic = { page: 0, precache: 0, requests: 0 };
  const pending = new Set<Promise<void>>();
  context.on('requestfinished', (request: Request) => {
    const done = (async () => {
      const response = await request.response();
      if (!response || response.fromServiceWorker()) return;
      const sizes = await request.sizes();
      const bytes = sizes.responseHeadersSize + sizes.responseBodySize + sizes.requestHeadersSize + sizes.requestBodySize;
      if (request.serviceWorker() && !forThePage(request.url())) traffic.precache += bytes;
      else {
        traffic.page += bytes;
        traffic.requests++;
      }
    })().catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return { traffic, settled: async () => void (await Promise.all([...pending])) };
}

async function phoneContext(browser: Browser, width = 390): Promise<BrowserContext> {
  const pixel = devices['Pixel 5'];
  return browser.newContext({ ...pixel, viewport: { width, height: pixel.viewport.height } });
}

export interface FirstAndRepeat {
  first: Traffic;
  repeat: Traffic;
}

/**
 * A first visit to `/` (until the network is quiet and the service worker has installed, so its
 * precache is counted), then a repeat visit in the same browser once the worker controls it.
 */
export async function measureFirstAndRepeatVisit(browser: Browser, origin: string): Promise<FirstAndRepeat> {
  const context = await phoneContext(browser);
  try {
    const counter = countTraffic(context);
    const page = await context.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    await counter.settled();
    const first = { ...counter.traffic };
    counter.traffic.page = counter.traffic.precache = counter.traffic.requests = 0;

    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await counter.settled();
    return { first, repeat: { ...counter.traffic } };
  } finally {
    await context.close();
  }
}

export interface StorePageRun {
  store: string;
  products: number;
  traffic: Traffic;
}

/** The demo store with the most products, up to `wanted`: its page is the budget's store page. */
async function storeWithProducts(origin: string, wanted: number): Promise<{ id: string; name: string; products: number }> {
  const stores = (await (await fetch(`${origin}/api/partners?limit=100`)).json()) as { items?: { _id: string; businessName: string }[] } | { _id: string; businessName: string }[];
  const list = Array.isArray(stores) ? stores : (stores.items ?? []);
  let best = { id: '', name: '', products: -1 };
  for (const store of list) {
    const body = (await (await fetch(`${origin}/api/products-by-partner/${store._id}?limit=60`)).json()) as { products: unknown[] };
    const products = body.products.length;
    const closer = best.products < wanted ? products > best.products : products >= wanted && products < best.products;
    if (closer) best = { id: store._id, name: store.businessName, products };
  }
  if (!best.id) throw new Error('No demo store found for the store page budget');
  return best;
}

/** A cold visit to a list of products on a 390 px wide phone, scrolled to the end. */
async function measureList(browser: Browser, url: string): Promise<Traffic> {
  const context = await phoneContext(browser, 390);
  try {
    const counter = countTraffic(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.getByTestId('product-card').first().waitFor({ timeout: 60_000 });
    // Scroll through the list so every lazy picture a customer would see is loaded.
    for (let y = 0; y < 40; y++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await counter.settled();
    return { ...counter.traffic };
  } finally {
    await context.close();
  }
}

/**
 * The store page budget: the demo store with the most products (the demo shops have fewer than
 * 24, so /menu's first page of 24 products is measured beside it as the 24-product list).
 */
export async function measureStorePage(browser: Browser, origin: string, wanted = 24): Promise<{ store: StorePageRun; menu: Traffic }> {
  const store = await storeWithProducts(origin, wanted);
  const storeTraffic = await measureList(browser, `${origin}/store/${store.id}`);
  const menu = await measureList(browser, `${origin}/menu`);
  return { store: { store: store.name, products: store.products, traffic: storeTraffic }, menu };
}
