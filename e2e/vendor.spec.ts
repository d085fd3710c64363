import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures/test.ts';
import jsQR from 'jsqr';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { openTab } from './fixtures/vendor.ts';

/** A small real picture (8x8 PNG): the server checks content and re-encodes it. */
const PRODUCT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ESCHFTEMLQkAcwpNgZnBN+YAAAAASUVORK5CYII=',
  'base64',
);

test('a new store signs up, adds a product with two pictures, sees it in its shop and public page, edits the price and shares its QR code', async ({ page }) => {
  // Sign-up, a product with a picture, the public page and the share tab: a long journey.
  test.slow();
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
  // The first screen of a new shop: it is public already, and the next step is a product.
  await expect(page.getByRole('heading', { name: 'Add your first product' })).toBeVisible();
  await expect(page.getByText(/Your shop is public already/)).toBeVisible();

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
  await page.getByLabel('Add images').setInputFiles([
    { name: 'platter.png', mimeType: 'image/png', buffer: PRODUCT_PNG },
    { name: 'platter-side.png', mimeType: 'image/png', buffer: PRODUCT_PNG },
  ]);
  await expect(page.getByText('(2 of 5)')).toBeVisible();
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
  const pixels = await qr.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data);
  });
  expect(jsQR(Uint8ClampedArray.from(pixels), 512, 512)?.data).toBe(link);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download QR code (PNG)' }).click();
  expect((await download).suggestedFilename()).toBe(`${slug}-qr.png`);
});

/** The demo customer orders two of the store's products, as the checkout would. */
async function customerOrders(request: APIRequestContext, partnerId: string): Promise<string> {
  const login = await (await request.post('/api/login', { data: { identifier: 'wanjiku', password: 'sokoni123' } })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const { products } = (await (await request.get(`/api/products?partnerId=${partnerId}`)).json()) as { products: { _id: string; inventory: number }[] };
  const items = products.filter((p) => p.inventory > 2).slice(0, 2).map((p) => ({ product: p._id, quantity: 1 }));
  const delivery = { town: 'Nairobi', location: '-1.292100,36.782000', option: 'platform' };
  const quote = await (await request.post('/api/delivery/quote', { headers, data: { items, delivery } })).json();
  const placed = await request.post('/api/orders/place', {
    headers,
    data: { userId: login.user._id, items, delivery: { ...delivery, fee: quote.fee }, paymentMethod: 'COD' },
  });
  expect(placed.ok()).toBe(true);
  return (await placed.json()).orderId as string;
}

test('a store sees a new order arrive live, prepares it up to ReadyForPickup and exports orders.csv', async ({ page, request }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill('Kilimani Pizza Oven');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  // The bell counts unread notifications once they have loaded (a second after the store is known).
  const loaded = page.waitForResponse((r) => r.url().includes('/api/partner-notifications/'));
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await loaded;
  const bell = page.getByRole('button', { name: /^Notifications/ }).first();
  const unreadOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unreadOf();

  const partnerId = await page.evaluate(() => (JSON.parse(localStorage.getItem('partnerDetails') ?? '{}') as { _id: string })._id);
  const orderNumber = await customerOrders(request, partnerId);
  await expect.poll(unreadOf).toBe(before + 1);

  await bell.click();
  await expect(page.getByRole('region', { name: 'Latest notifications' })).toContainText(orderNumber);
  await page.keyboard.press('Escape');

  await openTab(page, 'Orders');
  // At the counter: the desktop-alerts prompt set aside, as a shop does on its first visit.
  await page.getByRole('button', { name: 'Not now' }).click();
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText('Pending');
  for (const [action, step] of [
    ['Accept order', 'Order Received'],
    ['Start preparing', 'Preparing'],
    ['Ready for pick-up', 'Ready For Pickup'],
  ]) {
    await card.getByRole('button', { name: action }).click();
    await expect(card.getByText(step!, { exact: true })).toBeVisible();
  }
  await expect(card).toContainText('A rider takes it from here.');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('orders.csv');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const row = csv.split('\r\n').find((line) => line.startsWith(orderNumber));
  expect(row).toContain('Ready For Pickup');
  expect(row).toContain('Wanjiku Kamau');
});
