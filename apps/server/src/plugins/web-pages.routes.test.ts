import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { signupPartner } from '../../test/helpers/accounts.ts';
import { insertProducts } from '../../test/helpers/products.ts';

/**
 * The first screens as the server renders them (decision 033), with the web app's own renderer:
 * the build's dist-ssr/render-page.js is stood in for by a file that loads the renderer's source,
 * beside a dist/ whose index.html is the template, as the build lays them out.
 */
const root = mkdtempSync(join(tmpdir(), 'sokoni-pages-'));
const webDist = join(root, 'dist');
mkdirSync(webDist);
mkdirSync(join(root, 'dist-ssr'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html>\n<html lang="en"><head><title>Sokoni</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
);
const rendererSource = new URL('../../../web/src/server/render-page.tsx', import.meta.url).pathname;
writeFileSync(join(root, 'dist-ssr/render-page.js'), `export * from ${JSON.stringify(rendererSource)};\n`);

const SHOP_TEXT = '</script><script>alert("shop")</script> & <b>Tamu</b>';

let t: TestApp;
let grill: { id: string; slug: string };
let platterId: string;
let oddId: string;

const page = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, headers });
/** The JSON the page carries for the phone, as the phone reads it. */
function firstScreen(html: string): { language: string; hydrate: boolean; queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } {
  const block = /<script type="application\/json" id="sokoni-first-screen">([\s\S]*?)<\/script>/.exec(html);
  expect(block, 'the page carries its first data').not.toBeNull();
  return JSON.parse(block![1]!);
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  const g = await signupPartner(t, { businessName: 'Nyama Grill House' });
  grill = { id: g.id, slug: (g.body.partner as { slug: string }).slug };
  const ids = await insertProducts(t, grill.id, [
    { name: 'Beef Platter', price: 1000, discountedPrice: 400, subCategory: 'Grills' },
    { name: SHOP_TEXT, price: 250, description: SHOP_TEXT, subCategory: 'Grills' },
  ]);
  platterId = ids[0]!;
  oddId = ids[1]!;
  await t.database.db.update(partners).set({ description: SHOP_TEXT }).where(eq(partners.id, grill.id));
}, 60_000);

afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('server-rendered first screens', () => {
  it('/menu arrives with its first products and prices, and the data the phone hydrates from', async () => {
    const res = await page('/menu');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(String(res.headers.vary)).toMatch(/Cookie, Accept-Language/);
    expect(res.body).toContain('Beef Platter');
    expect(res.body).toContain('Ksh 400.00');
    expect(res.body).toContain('Nyama Grill House');
    expect(res.body).toContain(`href="/product/${platterId}"`);
    const data = firstScreen(res.body);
    expect(data).toMatchObject({ language: 'en', hydrate: true });
    expect(data.queries.queries.map((q) => q.queryKey[1])).toEqual(expect.arrayContaining(['storefront', 'facets']));
  });

  it("a store's page, by its address and by its id, carries the store's name and its products", async () => {
    for (const url of [`/store/${grill.slug}`, `/store/${grill.id}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toMatch(/<h1[^>]*>Nyama Grill House<\/h1>/);
      expect(res.body).toContain('Beef Platter');
      expect(res.body).toContain('Ksh 400.00');
    }
  });

  it("a product's page carries its name, price and a link to its store", async () => {
    const res = await page(`/product/${platterId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Beef Platter<\/h1>/);
    expect(res.body).toContain('Ksh 400.00');
    expect(res.body).toContain(`href="/store/${grill.slug}"`);
  });

  it('escapes every text a shop wrote, in the page and in the data it carries', async () => {
    for (const url of ['/menu', `/store/${grill.slug}`, `/product/${oddId}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<script>alert');
      expect(res.body, url).not.toContain('<b>Tamu</b>');
      expect(res.body, url).toContain('&lt;/script&gt;&lt;script&gt;alert(&quot;shop&quot;)&lt;/script&gt; &amp; &lt;b&gt;Tamu&lt;/b&gt;');
      // The data block ends where it should, and reads back as the shop wrote it.
      const texts = JSON.stringify(firstScreen(res.body));
      expect(texts, url).toContain(JSON.stringify(SHOP_TEXT).slice(1, -1));
    }
  });

  it('answers 404 with the app\'s page for a store or product that does not exist', async () => {
    for (const [url, heading] of [
      ['/store/no-such-store', 'We couldn&#x27;t find that store'],
      ['/store/0123456789abcdef01234567', 'We couldn&#x27;t find that store'],
      ['/product/0123456789abcdef01234567', 'We couldn&#x27;t find that product'],
      ['/product/not-an-id', 'We couldn&#x27;t find that product'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<html lang="en">');
      expect(res.body, url).toContain(heading);
      expect(firstScreen(res.body).hydrate, url).toBe(false);
    }
  });

  it("speaks the device's language: its cookie, else the browser's", async () => {
    const swahili = await page('/menu', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' });
    expect(swahili.body).toContain('<html lang="sw">');
    expect(swahili.body).toMatch(/<h1[^>]*>Menyu<\/h1>/);
    // The tab's title too, before the phone has run any script.
    expect(swahili.body).toContain('<title>Sokoni — usafirishaji wa karibu</title>');
    expect(firstScreen(swahili.body).language).toBe('sw');
    const chosen = await page('/menu', { cookie: 'sokoni_lang=en', 'accept-language': 'sw' });
    expect(chosen.body).toContain('<html lang="en">');
    expect(chosen.body).toMatch(/<h1[^>]*>Menu<\/h1>/);
    expect(chosen.body).toContain('<title>Sokoni — local delivery</title>');
  });

  it('a phone that saves data gets compact cards, as it will show them', async () => {
    const saving = await page('/menu', { 'save-data': 'on' });
    expect(saving.body).toContain('data-compact="true"');
    expect(firstScreen(saving.body)).toMatchObject({ saveData: true });
    expect((await page('/menu')).body).not.toContain('data-compact="true"');
  });

  it('shows a change to the catalogue at once, although the rendered page is kept', async () => {
    expect((await page('/menu')).body).toContain('Beef Platter');
    await t.database.db.update(products).set({ name: 'Beef Feast' }).where(eq(products.id, platterId));
    // The committed change drops the kept answers, and the kept page with them.
    await expect.poll(async () => (await page('/menu')).body).toContain('Beef Feast');
    expect((await page(`/product/${platterId}`)).body).toContain('Beef Feast');
  });

  it('leaves every other route to the app: the plain shell, in the device\'s language', async () => {
    const res = await page('/customer-dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('sokoni-first-screen');
    expect(res.body).toContain('<html lang="en">');
    const swahili = await page('/orders/0123456789abcdef01234567', { cookie: 'sokoni_lang=sw' });
    expect(swahili.statusCode).toBe(200);
    expect(swahili.body).toContain('<html lang="sw">');
    expect(swahili.body).toContain('<title>Sokoni — usafirishaji wa karibu</title>');
  });

  it('answers an address the app has no page for with a 404 and the shell, whose app says so', async () => {
    for (const url of ['/sign-up', '/store', '/orders/1/extra']) {
      const res = await page(url, { 'accept-language': 'sw' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<html lang="sw">');
    }
  });
});
