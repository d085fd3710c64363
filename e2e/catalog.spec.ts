import { expect, test, type Page } from './fixtures/test.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';

const STORE_SLUG = 'kilimani-pizza-oven';

/** The prices on the product cards, as numbers, in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-card').getByTestId('price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test('a visitor searches "piza" and reaches a pizza product', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox');
  await expect(search).toHaveAttribute('placeholder', 'Search for anything...');
  await search.fill('piza');
  const products = page.getByRole('group', { name: 'Products' });
  await expect(products.getByRole('option').first()).toContainText(/pizza/i);
  await products.getByRole('option').first().click();

  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/pizza/i);
  await expect(page.getByRole('link', { name: /Kilimani Pizza Oven/ })).toBeVisible();

  // Enter with no suggestion chosen: no exact store or category match, so the product search.
  await page.goto('/');
  await page.getByRole('combobox').fill('piza');
  await page.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/menu\?product=piza$/);
  await expect(page.getByTestId('product-card').first()).toContainText(/pizza/i);
  await page.getByTestId('product-card').first().getByRole('heading').click();
  await expect(page.getByRole('dialog')).toContainText('Step 1/2');
});

test('a store opens by its slug, with products by category and prices in Ksh with two decimals', async ({ page }) => {
  await page.goto(`/store/${STORE_SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kilimani Pizza Oven' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Food' })).toBeVisible();
  const prices = await page.getByTestId('product-card').getByTestId('price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toMatch(/^Ksh [\d,]+\.\d\d$/);

  await page.goto('/store/no-such-store-here');
  await expect(page.getByRole('heading', { name: "We couldn't find that store" })).toBeVisible();
});

test('the storefront filters by price and sorts by price', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByLabel('Min price (Ksh)').fill('500');
  await page.getByLabel('Max price (Ksh)').fill('1500');
  await expect(page).toHaveURL(/minPrice=500/);
  await expect(page).toHaveURL(/maxPrice=1500/);

  const ascending = page.waitForResponse((r) => r.url().includes('/api/storefront') && r.url().includes('sort=price_low_high'));
  await page.getByLabel('Sort by').selectOption('price_low_high');
  await ascending;
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const low = await shownPrices(page);
  expect(low.length).toBeGreaterThan(1);
  expect(low).toEqual([...low].sort((a, b) => a - b));
  expect(Math.min(...low)).toBeGreaterThanOrEqual(500);
  expect(Math.max(...low)).toBeLessThanOrEqual(1500);

  const descending = page.waitForResponse((r) => r.url().includes('/api/storefront') && r.url().includes('sort=price_high_low'));
  await page.getByLabel('Sort by').selectOption('price_high_low');
  await descending;
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const high = await shownPrices(page);
  expect(high).toEqual([...high].sort((a, b) => b - a));
  expect(page.url()).toContain('minPrice=500');

  // The filters are in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_high_low');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await shownPrices(page)).toEqual(high);
});

test('rating a store while logged out asks to log in, then returns to the store and the rating counts', async ({ page, request }) => {
  // A fresh customer, so other journeys' ratings never change what this one expects.
  const id = unique();
  const signup = await request.post('/api/auth/userSignup', {
    data: {
      username: `rater${id}`,
      names: 'Rater Wanjiru',
      email: `rater${id}@example.com`,
      phoneNumber: uniquePhone(),
      town: 'Nairobi',
      password: 'secret123',
      location: '-1.292066,36.821946',
    },
  });
  expect(signup.ok()).toBeTruthy();

  await page.goto(`/store/${STORE_SLUG}`);
  await page.getByRole('button', { name: /Rate and review this store/ }).click();
  const details = page.getByRole('dialog', { name: 'Kilimani Pizza Oven' });
  await expect(details).toContainText('Step 1/2');
  await details.getByRole('button', { name: 'Rate 5 out of 5' }).click();

  const prompt = page.getByRole('dialog', { name: 'Please Log In or Sign Up' });
  await expect(prompt).toContainText('You need to be logged in to perform this action.');
  await prompt.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Username, phone or business name').fill(`rater${id}`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(new RegExp(`/store/${STORE_SLUG}$`));
  await expect(details).toContainText('Step 1/2');
  const before = await (await request.get(`/api/partners/slug/${STORE_SLUG}`)).json();
  const storeBefore = await (await request.get(`/api/partners/${before._id}`)).json();

  await details.getByRole('button', { name: 'Rate 5 out of 5' }).click();
  await expect(page.getByText('Thank you! Your rating has been saved.')).toBeVisible();
  const storeAfter = await (await request.get(`/api/partners/${before._id}`)).json();
  expect(storeAfter.ratings.count).toBe(storeBefore.ratings.count + 1);
  await expect(details.getByTestId('store-average')).toHaveText(storeAfter.ratings.average.toFixed(1));
  await expect(details).toContainText(`${storeAfter.ratings.count} Reviews`);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('store-header-average')).toHaveText(storeAfter.ratings.average.toFixed(1));
});
