import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures/test.ts';
import { blankTilesUrl, ownServerPort } from './fixtures/ports.ts';

// This journey is about the service worker, which the other journeys' phones go without.
test.use({ serviceWorkers: 'allow' });

/**
 * The installable app. These journeys need a server they can stop, so they start their own
 * (same build, fresh demo data) instead of using the shared one.
 */
const PORT = Number(process.env.E2E_PWA_PORT ?? ownServerPort());
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;
let dataDir = '';

async function startServer() {
  dataDir = mkdtempSync(join(tmpdir(), 'sokoni-pwa-'));
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_DISABLED: '1', MAP_TILE_URL: blankTilesUrl() },
  });
  await expect
    .poll(() => fetch(`${BASE}/readyz`).then((r) => r.status, () => 0), { timeout: 110_000, intervals: [500] })
    .toBe(200);
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Opens a page and waits until the service worker has precached the app and controls the page. */
async function openControlled(page: Page, path: string) {
  await page.goto(`${BASE}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${BASE}/sw.js`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the app is installable: a manifest with icons, and a service worker that controls the page', async ({ page, request }) => {
  await openControlled(page, '/');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(`${BASE}${href}`)).json();
  expect(manifest).toMatchObject({ name: 'Sokoni', short_name: 'Sokoni', start_url: '/', display: 'standalone', theme_color: '#047857' });
  expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(`${BASE}${icon.src}`);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(`${BASE}${touchIcon}`)).headers()['content-type']).toBe('image/png');
  // No browser offered installing here, so the header offers nothing either.
  await expect(page.getByRole('button', { name: 'Install App' })).toHaveCount(0);
});

test('with the server stopped, the shell and a store seen before still open; an uncached page says offline', async ({ page, request }) => {
  const { items } = await (await request.get(`${BASE}/api/partners?limit=1`)).json();
  const store = items[0] as { _id: string; businessName: string };
  await openControlled(page, `/store/${store._id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.businessName })).toBeVisible();

  await stopServer();

  await page.goto(`${BASE}/`);
  await expect(page.locator('#hero-heading')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sokoni home' })).toBeVisible();

  await page.goto(`${BASE}/store/${store._id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.businessName })).toBeVisible();

  for (const path of ['/docs', '/no-such-page']) {
    await page.goto(`${BASE}${path}`);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Sokoni' })).toHaveAttribute('href', '/');
  }
});
