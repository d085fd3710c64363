import { expect, test, type Page } from '@playwright/test';
import { stubMapTiles, unique, uniquePhone } from './fixtures/helpers.ts';

/** A small real picture (8x8 PNG): the server checks content and re-encodes it. */
const PRODUCT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ESCHFTEMLQkAcwpNgZnBN+YAAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

/** Phones reach the tabs through the hamburger menu. */
async function openTab(page: Page, name: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Store dashboard menu' }).getByRole('button', { name, exact: true }).click();
}

test('a new store signs up, adds a product with a picture, sees it in its shop and public page, edits the price and shares its QR code', async ({ page }) => {
  const id = unique();
  const storeName = `Mama Pima Grill ${id}`;
  const productName = `Nyama Choma Platter ${id}`;

  await page.goto('/sign-up-sign-in');
  await page.getByLabel('Business name').fill(storeName);
  await page.getByLabel('Business type').fill('Food');
  await page.getByLabel('Contact number').fill(uniquePhone());
  await page.getByLabel('Email').fill(`pima${id}@example.com`);
  await page.getByLabel('ID number').fill(`4${id}`);
  await page.getByLabel('Town').fill('Nairobi');
  const map = page.getByTestId('map-picker');
  await expect(map.locator('.leaflet-tile-pane')).toBeAttached();
  await map.click({ position: { x: 160, y: 180 } });
  await expect(page.getByLabel(/Store location/).first()).toHaveValue(/^-?\d+\.\d+,-?\d+\.\d+$/);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create Store Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  const slug = await page.evaluate(() => (JSON.parse(localStorage.getItem('partnerDetails') ?? '{}') as { slug?: string }).slug);
  expect(slug).toBeTruthy();

  await openTab(page, 'Shop');
  await expect(page.getByText('No products yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel(/^Price/).fill('550');
  await page.getByLabel('Brand').fill('Mama Pima');
  await page.getByLabel('Category', { exact: true }).fill('Food');
  await page.getByLabel('Stock (items available)').fill('20');
  await page.getByLabel('Description').fill('Goat ribs roasted over charcoal, with kachumbari and ugali.');
  await page.getByLabel(/^Tags/).fill('grill, goat, ugali');
  await page.getByLabel('Add images').setInputFiles({ name: 'platter.png', mimeType: 'image/png', buffer: PRODUCT_PNG });
  await expect(page.getByText('(1 of 5)')).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).last().click();
  await expect(page.getByText('Product added to your shop.')).toBeVisible();

  const card = page.getByRole('article', { name: productName });
  await expect(card).toContainText('Ksh 550.00');
  await expect(card).toContainText('20 in stock');
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.goto(`/store/${slug}`);
  await expect(page.getByText(productName).first()).toBeVisible();

  await page.goto('/dashboard?tab=shop');
  await page.getByRole('button', { name: `Edit ${productName}` }).click();
  await page.getByLabel(/^Price/).fill('499.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product updated.')).toBeVisible();
  await expect(page.getByRole('article', { name: productName })).toContainText('Ksh 499.50');

  await openTab(page, 'Share');
  const link = `${new URL(page.url()).origin}/store/${slug}`;
  await expect(page.getByTestId('store-link')).toHaveText(link);
  const qr = page.getByRole('img', { name: `QR code for ${link}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 512]);
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QR code (PNG)' }).click();
  expect((await download).suggestedFilename()).toBe(`${slug}-qr.png`);
});
