import { expect, test, type Page } from './fixtures/test.ts';

const STORE_SLUG = 'kilimani-pizza-oven';
const PRICE = /Ksh [\d,]+\.\d/;

/** The API reads a page made (the server already sent the page's first data). */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/menu, a store page and a product page show their products, prices and links', async ({ page }) => {
    await page.goto('/menu');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(10);
    await expect(cards.first().getByTestId('price')).toHaveText(PRICE);

    // A card's name is a link to the product's own page.
    const first = cards.first().getByRole('link');
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(PRICE).first()).toBeVisible();
    // ...whose store link leads to the store's page with its products.
    await page.getByRole('main').getByRole('link', { name: /, / }).first().click();
    await expect(page).toHaveURL(/\/store\/[a-z0-9-]+$/);
    await expect(page.getByTestId('product-card').first().getByTestId('price')).toHaveText(PRICE);

    await page.goto(`/store/${STORE_SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kilimani Pizza Oven');
    await expect(page.getByTestId('product-card').filter({ hasText: /pizza/i }).first()).toBeVisible();
    await expect(page.getByTestId('product-card').first().getByTestId('price')).toHaveText(PRICE);
  });

  test('a store or product that does not exist is the app\'s 404 page', async ({ page }) => {
    const store = await page.goto('/store/no-such-store');
    expect(store?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that store");
    await expect(page.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
  });
});

for (const [language, words] of [
  ['en', { heading: 'Menu', add: 'Add to cart', added: /added to your cart/, logIn: 'LOG IN', stores: 'Stores' }],
  ['sw', { heading: 'Menyu', add: 'Weka kwenye kikapu', added: /imewekwa kwenye kikapu chako/, logIn: 'INGIA', stores: 'Maduka' }],
] as const) {
  test.describe(`in ${language === 'en' ? 'English' : 'Kiswahili'}`, () => {
    test.use({ locale: language === 'en' ? 'en-KE' : 'sw-KE' });

    test('/menu arrives rendered, hydrates without asking for its products again, and Add to cart works', async ({ page, context }) => {
      await context.addCookies([{ name: 'sokoni_lang', value: language, url: test.info().project.use.baseURL! }]);
      const reads = apiReads(page);
      const html = await (await page.request.get('/menu', { headers: { cookie: `sokoni_lang=${language}` } })).text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain('data-testid="product-card"');

      await page.goto('/menu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      // The account button appears once the app has taken over the server's HTML.
      await expect(page.getByRole('link', { name: words.logIn })).toBeVisible();
      const addButton = page.locator('button:enabled', { hasText: words.add });
      const card = page.getByTestId('product-card').filter({ has: addButton }).first();
      const name = (await card.getByRole('link').textContent())!.trim();
      await card.locator(addButton).click();
      await expect(page.getByText(words.added)).toContainText(name);
      expect(reads.filter((read) => read.startsWith('/api/storefront') || read.startsWith('/api/catalog/facets'))).toEqual([]);
    });

    test("before the app's scripts arrive, text typed into the landing search gets links that open what they name", async ({ page, context }) => {
      await context.addCookies([{ name: 'sokoni_lang', value: language, url: test.info().project.use.baseURL! }]);
      // As on a slow phone before the app's scripts have come: only the page's early script runs.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await page.getByRole('combobox').pressSequentially('pizza');
      const stores = page.getByRole('group', { name: words.stores });
      await stores.getByRole('link', { name: 'Kilimani Pizza Oven' }).click();
      await expect(page).toHaveURL(`/store/${STORE_SLUG}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kilimani Pizza Oven');
    });
  });
}
