import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { formatSlotIn } from '@sokoni/domain/slot-format';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { expectFitsScreen } from './fixtures/screen-width.ts';

/** Open all day, every day: the store is open whenever the journey runs, until it pauses. */
const EVERY_DAY_ALL_DAY = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '00:00', close: '24:00' }]]));

/** A new store with one product, as its owner would set it up. */
async function newStore(request: APIRequestContext, name: string) {
  const id = unique();
  const signup = await request.post('/api/signup', {
    multipart: {
      businessName: `${name} ${id}`, businessType: 'Food', contactNumber: uniquePhone(), email: `store${id}@example.com`,
      idNumber: `7${id}`, town: 'Nairobi', location: '-1.2833,36.8167', password: 'secret123',
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { token, partner } = (await signup.json()) as { token: string; partner: { _id: string; slug: string; businessName: string } };
  const headers = { authorization: `Bearer ${token}` };
  const product = await request.post('/api/products', {
    headers,
    multipart: { name: `Pilau ${id}`, price: '250', brand: 'Home made', category: 'Food', quantity: '1', inventory: '20', description: 'Spiced rice' },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const { _id: productId, name: productName } = (await product.json()) as { _id: string; name: string };
  return { token, partner, headers, productId, productName };
}

async function logInCustomer(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill('wanjiku');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

async function openDashboardAs(page: Page, store: { token: string; partner: object }, tab: string) {
  await page.addInitScript(([t, p]) => {
    localStorage.setItem('partnerToken', t);
    localStorage.setItem('partnerDetails', p);
    // A shop that already answered the desktop-alerts prompt.
    localStorage.setItem('partnerDesktopAlertsAsked', 'later');
  }, [store.token, JSON.stringify(store.partner)] as const);
  await page.goto(`/dashboard?tab=${tab}`);
}

/** Tomorrow at 12:30 in Nairobi, whatever the machine's time zone. */
function tomorrowAt1230(): Date {
  const day = new Date(Date.now() + 3 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T12:30:00+03:00`);
}

test('a customer sees a paused store, schedules an order for tomorrow 12:30 and the store sees it under Scheduled', async ({ page, browser, request }) => {
  const store = await newStore(request, 'Pilau Corner');
  expect((await request.put(`/api/partners/${store.partner._id}/hours`, { headers: store.headers, data: { week: EVERY_DAY_ALL_DAY, closures: [] } })).ok()).toBe(true);

  // In the cart while the store was open; then the kitchen fills up and the store pauses.
  await logInCustomer(page);
  await page.goto(`/store/${store.partner.slug}`);
  await page.getByRole('button', { name: `Add ${store.productName} to cart` }).click();
  expect((await request.post(`/api/partners/${store.partner._id}/pause`, { headers: store.headers, data: { minutes: 60, reason: 'Kitchen full' } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('store-status')).toHaveText(/^Paused · /);
  await expect(page.getByRole('button', { name: `Add ${store.productName} to cart` })).toHaveCount(0);

  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart.getByText('is not taking orders now', { exact: false })).toBeVisible();
  await cart.getByRole('button', { name: 'Schedule for later' }).click();

  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(checkout.getByText('Step 1 of 3')).toBeVisible();
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByRole('radio', { name: /Schedule for later/ })).toBeChecked();
  const slot = tomorrowAt1230();
  const label = formatSlotIn(slot, 'en-KE');
  await checkout.getByLabel('Time slot (Nairobi time)').selectOption({ label });
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(/^Ksh /);
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText(`Order scheduled for ${label}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
  const orderNumber = page.url().split('/').pop()!;
  await expect(page.getByText(`Scheduled for ${label} (Nairobi time)`)).toBeVisible();

  const shop = await browser.newPage();
  await openDashboardAs(shop, store, 'orders');
  const scheduled = shop.getByRole('region', { name: /^Scheduled/ });
  await expect(scheduled.getByRole('heading', { name: 'Scheduled (1)' })).toBeVisible();
  const card = scheduled.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card).toContainText(`For ${label}`);
  await expect(card).toContainText('Scheduled');
  await shop.close();
});

test('a store declines a new order and the customer sees why, live on the order page', async ({ page, browser, request }) => {
  const store = await newStore(request, 'Mama Mboga');
  await logInCustomer(page);
  const login = await (await request.post('/api/login', { data: { identifier: 'wanjiku', password: 'sokoni123' } })).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const items = [{ product: store.productId, quantity: 2 }];
  const delivery = { town: 'Nairobi', location: '-1.292100,36.782000', option: 'platform' };
  const quote = await (await request.post('/api/delivery/quote', { data: { items, delivery } })).json();
  const placed = await request.post('/api/orders/place', { headers, data: { userId: login.user._id, items, delivery: { ...delivery, fee: quote.fee }, paymentMethod: 'COD' } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderNumber = (await placed.json()).orderId as string;

  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: /^Thank you! Your order is/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  const shop = await browser.newPage();
  await openDashboardAs(shop, store, 'orders');
  const card = shop.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = shop.getByRole('dialog', { name: `Decline order ${orderNumber}?` });
  // The dialog's buttons are on the screen: the dashboard behind it is no wider than the phone.
  await expectFitsScreen(shop, 'the shop dashboard with the decline dialog');
  await dialog.getByLabel('Reason').selectOption('out of stock');
  await dialog.getByLabel(/Note for the customer/).fill('Pilau finished at lunch');
  await dialog.getByRole('button', { name: 'Decline order' }).click();
  await expect(shop.getByText(`Order ${orderNumber} declined. The customer has been told.`)).toBeVisible();
  await shop.close();

  await expect(page.getByText(/declined its part of this order: it is out of stock \(“Pilau finished at lunch”\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
});

test('a store offers a replacement for an item it ran out of and the customer approves it on the order page', async ({ page, browser, request }) => {
  const store = await newStore(request, 'Duka');
  const extra = await request.post('/api/products', {
    headers: store.headers,
    multipart: { name: `Brown Rice ${unique()}`, price: '300', brand: 'Mwea', category: 'Food', quantity: '1', inventory: '10', description: 'Rice' },
  });
  expect(extra.ok(), await extra.text()).toBe(true);
  const replacementName = ((await extra.json()) as { name: string }).name;

  await logInCustomer(page);
  const login = await (await request.post('/api/login', { data: { identifier: 'wanjiku', password: 'sokoni123' } })).json();
  const items = [{ product: store.productId, quantity: 1 }];
  const delivery = { town: 'Nairobi', location: '-1.292100,36.782000', option: 'platform' };
  const quote = await (await request.post('/api/delivery/quote', { data: { items, delivery } })).json();
  const placed = await request.post('/api/orders/place', {
    headers: { authorization: `Bearer ${login.token}` },
    data: { userId: login.user._id, items, delivery: { ...delivery, fee: quote.fee }, paymentMethod: 'COD' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const orderNumber = (await placed.json()).orderId as string;
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: /^Thank you! Your order is/ })).toBeVisible();

  const shop = await browser.newPage();
  await openDashboardAs(shop, store, 'orders');
  const card = shop.getByRole('article', { name: `Order ${orderNumber}` });
  await card.getByRole('button', { name: `${store.productName} is unavailable: propose a replacement` }).click();
  const dialog = shop.getByRole('dialog', { name: `${store.productName} is unavailable` });
  await expectFitsScreen(shop, 'the shop dashboard with the replacement dialog');
  await dialog.getByLabel('Replacement', { exact: true }).selectOption({ label: `${replacementName} · Ksh 300.00` });
  await dialog.getByRole('button', { name: 'Propose replacement' }).click();
  await expect(card.getByText(`1 × ${replacementName} for ${store.productName}: waiting for the customer`)).toBeVisible();

  const offer = page.getByRole('region', { name: 'Replacements offered' });
  await expect(offer).toContainText(`${store.productName} is unavailable`);
  await offer.getByRole('button', { name: 'Approve replacement' }).click();
  await expect(offer).toContainText('You approved it.');
  await expect(page.getByText('1 x Ksh 300.00')).toBeVisible();
  await expect(card.getByText(`1 × ${replacementName} for ${store.productName}: approved by the customer`)).toBeVisible();
  await shop.close();
});
