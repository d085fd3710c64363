import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures/test.ts';
import { readFileSync } from 'node:fs';
import { call, login, placeDemoOrder, type PlacedDemoOrder } from './fixtures/api.ts';
import { allowList, englishIn, englishMessages } from './fixtures/english-leftovers.ts';
import { PHONE_DEVICE } from './fixtures/phone-device.ts';
import { sidewaysOverflow } from './fixtures/screen-width.ts';

/**
 * Every route of the web router (app/routes.tsx, read here so that a new route is walked without
 * anyone adding it), as the person who uses it, in Kiswahili on a 390 × 844 phone, with every tab
 * or section of each dashboard opened and the screens people work from (the shop's order, the
 * rider's route, the admin's order) shown with an order in them. Each screen must show no message
 * of the English catalogues and must fit the phone's width. One test per route, so a run can be
 * scoped (`--grep /driver`).
 */

type Persona = 'visitor' | 'customer' | 'shop' | 'admin' | 'rider';

/** The person each area of the router is for: its routes are walked signed in as them. */
const AREA_PERSONAS: Record<string, Persona> = {
  visitor: 'visitor',
  customer: 'customer',
  partner: 'shop',
  admin: 'admin',
  driver: 'rider',
};

/** Pages for signing up or in (and the page for an unknown address) are seen before any sign-in. */
const SIGNED_OUT_PAGES = new Set(['signup', 'sign-up-sign-in', 'driver-signup', 'driver-login', 'driver/reset-password', '*']);

interface DemoData {
  /** A new order the demo shop has not answered yet. */
  waiting: PlacedDemoOrder;
  /** An order the demo shop has ready and the demo rider otieno has taken on. */
  riding: PlacedDemoOrder;
  productId: string;
}

/** Where to open a route whose address needs more than its path (parameters, a query). */
const ADDRESSES: Record<string, (d: DemoData) => string[]> = {
  'store/:id': () => ['/store/kilimani-pizza-oven'],
  'product/:id': (d) => [`/product/${d.productId}`],
  'verify-email': () => ['/verify-email?token=not-a-real-token'],
  'orders/:orderId': (d) => [`/orders/${d.waiting.orderId}`, `/orders/${d.riding.orderId}`],
  'partner/orders/:subOrderId': (d) => [`/partner/orders/${d.waiting.subOrderId}`, `/partner/orders/${d.riding.subOrderId}`],
  // otieno's profile is complete: without ?edit the page moves on to the dashboard.
  'driver/profile-setup': () => ['/driver/profile-setup?edit'],
  '*': () => ['/no-such-page-here'],
};

/** Dashboards: how to reach each of their tabs or sections. */
const SECTIONS: Record<string, 'tablist' | 'menu'> = {
  'customer-dashboard': 'tablist',
  dashboard: 'menu',
  user: 'menu',
  superuserdashboard: 'menu',
  'driver/dashboard': 'tablist',
};

interface Route {
  route: string;
  area: string;
}

/** The routes of app/routes.tsx with the area (`visitorRoutes`, `partnerRoutes`…) each is listed in. */
function routerRoutes(): Route[] {
  const source = readFileSync('apps/web/src/app/routes.tsx', 'utf8');
  const found: Route[] = [];
  for (const [, area, body] of source.matchAll(/const (\w+)Routes: RouteObject\[\] = \[([\s\S]*?)\n\];/g)) {
    if (/index: true/.test(body!)) found.push({ route: '/', area: area! });
    for (const [, route] of body!.matchAll(/path: '([^']+)'/g)) found.push({ route: route!, area: area! });
  }
  // The root's own children after the areas: the page for an unknown address.
  const root = source.slice(source.indexOf('export const routes'));
  for (const [, route] of root.matchAll(/path: '([^']+)'/g)) if (route !== '/') found.push({ route: route!, area: 'visitor' });
  return found;
}

const ROUTES = routerRoutes();
const MESSAGES = englishMessages(allowList('e2e/kiswahili-allow-list.txt'));
const PHONE = { ...PHONE_DEVICE, viewport: { width: 390, height: 844 } };

function personaOf({ route, area }: Route): Persona {
  if (SIGNED_OUT_PAGES.has(route)) return 'visitor';
  const persona = AREA_PERSONAS[area];
  if (!persona) throw new Error(`app/routes.tsx has an area '${area}Routes' this walk does not know: say who uses it in AREA_PERSONAS`);
  return persona;
}

function addressesOf(route: string, data: DemoData): string[] {
  const given = ADDRESSES[route];
  if (given) return given(data);
  if (/[:*]/.test(route)) throw new Error(`Route '${route}' needs an address with demo data: add it to ADDRESSES`);
  return [route === '/' ? '/' : `/${route}`];
}

// Once per worker's app: the demo data the screens show and each persona's sign-in.
let demo: Promise<DemoData> | null = null;
const sessions = new Map<Persona, Promise<Record<string, string>>>();

async function prepareDemoData(request: APIRequestContext): Promise<DemoData> {
  const customerToken = await login(request, 'wanjiku');
  const waiting = await placeDemoOrder(request, customerToken);
  const riding = await placeDemoOrder(request, customerToken);
  const rider = await call<{ token: string; driver: { _id: string } }>(request, 'POST', '/api/driver/login', undefined, { username: 'otieno', password: 'sokoni123' });
  // Another journey on this app may have left the demo rider holding cash over the limit.
  const cash = await call<{ cashHeld: number }>(request, 'GET', '/api/driver/cash', rider.token);
  if (cash.cashHeld > 0) await call(request, 'POST', `/api/admin/drivers/${rider.driver._id}/cash-handovers`, await login(request, 'Sokoni Admin'), { amount: cash.cashHeld, reference: 'Before the walk' });
  for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) await call(request, 'PUT', `/api/suborders/${riding.subOrderId}/status`, riding.vendorToken, { status });
  await call(request, 'PUT', `/api/orders/${riding._id}/assign-driver`, rider.token, { driverId: rider.driver._id, action: 'accept' });
  const shop = await call<{ _id: string }>(request, 'GET', '/api/partner', waiting.vendorToken);
  const { products } = await call<{ products: { _id: string }[] }>(request, 'GET', `/api/products-by-partner/${shop._id}`);
  return { waiting, riding, productId: products[0]!._id };
}

/** The localStorage a signed-in persona's phone holds (lib/session.ts keys), from the API's own logins. */
async function signIn(request: APIRequestContext, as: Persona): Promise<Record<string, string>> {
  if (as === 'visitor') return {};
  if (as === 'rider') {
    const { token, driver } = await call<{ token: string; driver: unknown }>(request, 'POST', '/api/driver/login', undefined, { username: 'otieno', password: 'sokoni123' });
    return { driver: JSON.stringify(driver), driverToken: token };
  }
  const identifier = { customer: 'wanjiku', shop: 'Kilimani Pizza Oven', admin: 'Sokoni Admin' }[as];
  const answer = await call<{ token: string; user?: unknown; partner?: unknown }>(request, 'POST', '/api/login', undefined, { identifier, password: 'sokoni123' });
  return as === 'customer' ? { user: JSON.stringify(answer.user), userToken: answer.token } : { partnerDetails: JSON.stringify(answer.partner), partnerToken: answer.token };
}

function sessionOf(request: APIRequestContext, as: Persona): Promise<Record<string, string>> {
  if (!sessions.has(as)) sessions.set(as, signIn(request, as));
  return sessions.get(as)!;
}

/**
 * A phone on which Kiswahili was chosen, as the app keeps that choice: in localStorage and in the
 * `sokoni_lang` cookie the server renders the first screen by (i18n/language-choice.ts).
 */
async function kiswahiliPhone(browser: Browser, baseURL: string, storage: Record<string, string>): Promise<Page> {
  const origin = new URL(baseURL);
  const localStorage = Object.entries({ 'sokoni.language': 'sw', ...storage }).map(([name, value]) => ({ name, value }));
  const context = await browser.newContext({
    ...PHONE,
    baseURL,
    storageState: {
      cookies: [{ name: 'sokoni_lang', value: 'sw', domain: origin.hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [{ origin: origin.origin, localStorage }],
    },
  });
  const page = await context.newPage();
  return page;
}

/**
 * Waits, as far as it can tell, until the page has fetched what it shows and its loading
 * placeholders are gone. Best effort: a page that keeps polling or a placeholder that never
 * leaves is still read as it is, since what it shows is what a reader sees.
 */
async function settled(page: Page): Promise<void> {
  // Dashboards poll and keep a socket open, so 'networkidle' may never come.
  await page.waitForLoadState('networkidle', { timeout: 2_500 }).catch(() => {});
  await page
    .locator('div[aria-hidden="true"].animate-pulse, [data-testid="list-skeleton-card"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
}

/** What a reader (or a screen reader) gets: the visible text, labels, titles, placeholders and alt texts. */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}

/** What is wrong with the screen as it is now: English left on it, and being wider than the phone. */
async function problemsOn(page: Page, where: string): Promise<string[]> {
  // Until the app has started, a signed-in route is the shell's spinner, in no language yet.
  await expect(page.locator('html'), `<html lang> on ${where}`).toHaveAttribute('lang', 'sw');
  await settled(page);
  const text = await screenText(page);
  const found = englishIn(text, MESSAGES).map((message) => `${where}: English "${message.english}" (${message.id})`);
  const width = await sidewaysOverflow(page);
  if (width.laidOut > width.screen) found.push(`${where}: laid out ${width.laidOut} px wide on a ${width.screen} px screen; sticking out:\n  ${width.culprits.join('\n  ')}`);
  return found;
}

/** Each tab of a dashboard's tab list, or each entry of its menu but the last (Logout), in turn. */
async function eachTab(page: Page, kind: 'tablist' | 'menu', visit: (name: string) => Promise<void>): Promise<void> {
  if (kind === 'tablist') {
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    expect(count, 'tabs on the dashboard').toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      await tabs.nth(index).click();
      await visit(`tab ${index + 1} (${(await tabs.nth(index).innerText()).trim()})`);
    }
    return;
  }
  // The menu button is the one that opens a navigation list (the page header's own buttons open other things).
  const id = await page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>('button[aria-controls][aria-expanded]')].filter((button) => button.offsetParent !== null);
    const opensMenu = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)?.matches('nav');
    return buttons.find(opensMenu)?.getAttribute('aria-controls') ?? null;
  });
  expect(id, 'the dashboard menu button').not.toBeNull();
  const toggle = page.locator(`button[aria-controls="${id}"]`);
  const entries = () => page.locator(`[id="${id}"] button`);
  await toggle.click();
  const count = (await entries().count()) - 1;
  expect(count, 'sections in the dashboard menu').toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const name = (await entries().nth(index).innerText()).trim();
    await entries().nth(index).click();
    await visit(`section ${index + 1} (${name})`);
  }
}

/** A picture of the screen for reviewing it at phone size. */
async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/**
 * The screens people work from, with an order in them, beyond what the route and its sections
 * show at first: each returns what is wrong with it.
 */
const AT_WORK: Record<string, (page: Page, data: DemoData) => Promise<string[]>> = {
  dashboard: async (page, data) => {
    // The shop's first screen, with its new order (and the desktop-alerts prompt of a first visit).
    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: `Oda ${data.waiting.orderId}` }).getByRole('timer')).toBeVisible();
    const found = await problemsOn(page, '/dashboard (orders, first visit)');
    await snap(page, 'shop-orders-sw');
    return found;
  },
  'partner/orders/:subOrderId': async (page, data) => {
    await page.goto(`/partner/orders/${data.waiting.subOrderId}`);
    await expect(page.getByRole('button', { name: 'Kubali oda' })).toBeVisible();
    await snap(page, 'shop-order-sw');
    return [];
  },
  'driver/dashboard': async (page, data) => {
    await page.getByRole('tab', { name: 'Oda zinazoendelea' }).click();
    const order = page.getByRole('article', { name: `Oda ${data.riding.orderId}` });
    await expect(order.getByRole('list', { name: 'Maduka ya kuchukua mzigo' })).toBeVisible();
    const found = await problemsOn(page, '/driver/dashboard (the route of an order taken on)');
    await order.getByRole('list', { name: 'Maduka ya kuchukua mzigo' }).scrollIntoViewIfNeeded();
    await snap(page, 'rider-route-sw');
    return found;
  },
  superuserdashboard: async (page, data) => {
    await page.goto('/superuserdashboard?section=orders');
    await page.getByRole('button', { name: `Oda ${data.riding.orderId}: fungua maelezo` }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const found = await problemsOn(page, '/superuserdashboard?section=orders (an order opened)');
    await snap(page, 'admin-order-sw');
    return found;
  },
};

test.describe('every screen in Kiswahili, fitting a phone', () => {
  // Each screen only reads (the orders it shows are placed once per worker's app), so the screens
  // are shared out between the workers instead of all waiting for one.
  test.describe.configure({ mode: 'parallel' });
  for (const route of ROUTES) {
    const persona = personaOf(route);
    test(`${route.route} as ${persona === 'visitor' ? 'a visitor' : `the demo ${persona}`} shows no English and fits the screen`, async ({ browser, baseURL, request }) => {
      // A dashboard is a dozen screens, each waited on until it has loaded.
      if (SECTIONS[route.route]) test.slow();
      demo ??= prepareDemoData(request);
      const data = await demo;
      const page = await kiswahiliPhone(browser, baseURL!, await sessionOf(request, persona));
      const found: string[] = [];
      for (const address of addressesOf(route.route, data)) {
        await page.goto(address);
        found.push(...(await problemsOn(page, address)));
        const sections = SECTIONS[route.route];
        if (sections) await eachTab(page, sections, async (tab) => void found.push(...(await problemsOn(page, `${address} ${tab}`))));
      }
      if (AT_WORK[route.route]) found.push(...(await AT_WORK[route.route]!(page, data)));
      await page.context().close();
      expect(found, `Found on screen:\n${found.join('\n')}`).toEqual([]);
    });
  }

  test('the walk finds the routes of the web router', () => {
    const routes = ROUTES.map((r) => r.route);
    // A few every version of the app has, so a change to how routes.tsx is written cannot empty the walk.
    for (const route of ['/', 'customer-dashboard', 'dashboard', 'superuserdashboard', 'driver/dashboard', '*']) expect(routes).toContain(route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
