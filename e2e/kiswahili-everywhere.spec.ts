import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { call, login, placeDemoOrder, type PlacedDemoOrder } from './fixtures/api.ts';
import { allowList, englishMessages } from './fixtures/english-leftovers.ts';
import { stubMapTiles } from './fixtures/helpers.ts';

/**
 * Issue 17's check: every route of the built app, as the persona who uses it, in Kiswahili, with
 * every tab or section of each dashboard opened, shows no message of the English catalogues.
 * One test per route, so a run can be scoped (`--grep /driver`); a last test keeps the plan
 * below in step with app/routes.tsx.
 */

type Persona = 'visitor' | 'customer' | 'shop' | 'admin' | 'rider';

interface Stop {
  /** The route as app/routes.tsx writes it. */
  route: string;
  as: Persona;
  /** The address to open, given the demo data. */
  path: (data: DemoData) => string;
  /** How to reach each tab or section of a dashboard. */
  tabs?: 'tablist' | 'menu';
}

interface DemoData {
  order: PlacedDemoOrder;
  productId: string;
}

const PLAN: Stop[] = [
  { route: '/', as: 'visitor', path: () => '/' },
  { route: 'menu', as: 'visitor', path: () => '/menu' },
  { route: 'offers', as: 'visitor', path: () => '/offers' },
  { route: 'featured', as: 'visitor', path: () => '/featured' },
  { route: 'store/:id', as: 'visitor', path: () => '/store/kilimani-pizza-oven' },
  { route: 'product/:id', as: 'visitor', path: (d) => `/product/${d.productId}` },
  { route: 'account-type-selection', as: 'visitor', path: () => '/account-type-selection' },
  { route: 'sign-in', as: 'visitor', path: () => '/sign-in' },
  { route: 'password-reset', as: 'visitor', path: () => '/password-reset' },
  { route: 'verify-email', as: 'visitor', path: () => '/verify-email?token=not-a-real-token' },
  { route: 'signup', as: 'visitor', path: () => '/signup' },
  { route: 'customer-dashboard', as: 'customer', path: () => '/customer-dashboard', tabs: 'tablist' },
  { route: 'orders/:orderId', as: 'customer', path: (d) => `/orders/${d.order.orderId}` },
  { route: 'sign-up-sign-in', as: 'visitor', path: () => '/sign-up-sign-in' },
  { route: 'dashboard', as: 'shop', path: () => '/dashboard', tabs: 'menu' },
  { route: 'user', as: 'shop', path: () => '/user' },
  { route: 'partner/orders/:subOrderId', as: 'shop', path: (d) => `/partner/orders/${d.order.subOrderId}` },
  { route: 'superuserdashboard', as: 'admin', path: () => '/superuserdashboard', tabs: 'menu' },
  { route: 'driver-signup', as: 'visitor', path: () => '/driver-signup' },
  { route: 'driver-login', as: 'visitor', path: () => '/driver-login' },
  // otieno's profile is complete: without ?edit the page moves on to the dashboard.
  { route: 'driver/profile-setup', as: 'rider', path: () => '/driver/profile-setup?edit' },
  { route: 'driver/dashboard', as: 'rider', path: () => '/driver/dashboard', tabs: 'tablist' },
  { route: 'driver/reset-password', as: 'visitor', path: () => '/driver/reset-password' },
  { route: '*', as: 'visitor', path: () => '/no-such-page-here' },
];

const PERSONA_NAMES: Record<Persona, string> = {
  visitor: 'a visitor',
  customer: 'customer wanjiku',
  shop: "shop 'Kilimani Pizza Oven'",
  admin: "admin 'Sokoni Admin'",
  rider: 'rider otieno',
};

const MESSAGES = englishMessages(allowList('e2e/kiswahili-allow-list.txt'));

let demo: DemoData | null = null;
async function demoData(request: APIRequestContext): Promise<DemoData> {
  if (demo) return demo;
  const order = await placeDemoOrder(request, await login(request, 'wanjiku'));
  const shop = await call<{ _id: string }>(request, 'GET', '/api/partner', order.vendorToken);
  const { products } = await call<{ products: { _id: string }[] }>(request, 'GET', `/api/products-by-partner/${shop._id}`);
  demo = { order, productId: products[0]!._id };
  return demo;
}

/** The localStorage a signed-in persona's phone holds (lib/session.ts keys), from the API's own logins. */
async function storedSession(request: APIRequestContext, as: Persona): Promise<Record<string, string>> {
  if (as === 'visitor') return {};
  if (as === 'rider') {
    const { token, driver } = await call<{ token: string; driver: unknown }>(request, 'POST', '/api/driver/login', undefined, { username: 'otieno', password: 'sokoni123' });
    return { driver: JSON.stringify(driver), driverToken: token };
  }
  const identifier = { customer: 'wanjiku', shop: 'Kilimani Pizza Oven', admin: 'Sokoni Admin' }[as];
  const answer = await call<{ token: string; user?: unknown; partner?: unknown }>(request, 'POST', '/api/login', undefined, { identifier, password: 'sokoni123' });
  return as === 'customer' ? { user: JSON.stringify(answer.user), userToken: answer.token } : { partnerDetails: JSON.stringify(answer.partner), partnerToken: answer.token };
}

async function kiswahiliPhone(browser: Browser, baseURL: string | undefined, storage: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 5'], baseURL });
  await context.addInitScript((entries) => {
    localStorage.setItem('sokoni.language', 'sw');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  await stubMapTiles(page);
  return page;
}

/**
 * Waits, as far as it can tell, until the page has fetched what it shows and its loading
 * placeholders are gone. Best effort: a page that keeps polling or a placeholder that never
 * leaves is still read as it is, since what it shows is what a reader sees.
 */
async function settled(page: Page): Promise<void> {
  // Dashboards poll and keep a socket open, so 'networkidle' may never come: a short bound keeps
  // the walk of some 60 screens to a minute or two.
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

async function englishOn(page: Page, where: string): Promise<string[]> {
  await settled(page);
  expect(await page.locator('html').getAttribute('lang'), `<html lang> on ${where}`).toBe('sw');
  const text = await screenText(page);
  return MESSAGES.filter((message) => message.pattern.test(text)).map((message) => `${where}: "${message.english}" (${message.id})`);
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

test.describe('every screen in Kiswahili', () => {
  for (const stop of PLAN) {
    test(`${stop.route} as ${PERSONA_NAMES[stop.as]} shows no English`, async ({ browser, baseURL, request }) => {
      const data = await demoData(request);
      const page = await kiswahiliPhone(browser, baseURL, await storedSession(request, stop.as));
      const path = stop.path(data);
      await page.goto(path);
      const found = await englishOn(page, path);
      if (stop.tabs) await eachTab(page, stop.tabs, async (tab) => void found.push(...(await englishOn(page, `${path} ${tab}`))));
      await page.context().close();
      expect(found, `English left on screen:\n${found.join('\n')}`).toEqual([]);
    });
  }

  test('the plan covers every route of the app', () => {
    const source = readFileSync('apps/web/src/app/routes.tsx', 'utf8');
    const routes = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!).filter((route) => route !== '/');
    if (/index: true/.test(source)) routes.push('/');
    expect(routes.filter((route) => !PLAN.some((stop) => stop.route === route))).toEqual([]);
  });
});
