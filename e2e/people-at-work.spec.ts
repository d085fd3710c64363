import { expect, test, type Page } from '@playwright/test';
import { call, login } from './fixtures/api.ts';
import { approvedRider, phone } from './fixtures/riders.ts';

// Westlands Gadget Hub is at -1.265380,36.805120, Kilimani Pizza Oven at -1.294512,36.786948 (3.8 km apart).
const AT_WESTLANDS = { latitude: -1.2655, longitude: 36.8052 };
const DROP_OFF = { town: 'Nairobi', location: '-1.290000,36.800000', option: 'platform' };

/** Pictures of the screens people work from, in both languages, for reviewing them at phone size. */
async function snap(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** The demo customer orders from the given shops (one item each, in that order), with cash on delivery. */
async function orderFrom(request: Parameters<typeof login>[0], shops: string[]) {
  const customerToken = await login(request, 'wanjiku');
  const customer = await call<{ _id: string }>(request, 'GET', '/api/user/me', customerToken);
  const items: { product: string; quantity: number }[] = [];
  const tokens = new Map<string, string>();
  for (const shop of shops) {
    const token = await login(request, shop);
    const partner = await call<{ _id: string }>(request, 'GET', '/api/partner', token);
    const { products } = await call<{ products: { _id: string; inventory: number }[] }>(request, 'GET', `/api/products-by-partner/${partner._id}`);
    items.push({ product: products.find((p) => p.inventory > 1)!._id, quantity: 1 });
    tokens.set(partner._id, token);
  }
  const quote = await call<{ fee: number }>(request, 'POST', '/api/delivery/quote', undefined, { items, delivery: DROP_OFF });
  const placed = await call<{ _id: string; orderId: string; order: { subOrders: { _id: string; shop: { _id: string } }[] } }>(request, 'POST', '/api/orders/place', customerToken, {
    userId: customer._id,
    items,
    delivery: { ...DROP_OFF, fee: quote.fee },
    paymentMethod: 'COD',
  });
  /** Each shop's part with that shop's token, to move it along as the shop would. */
  const parts = placed.order.subOrders.map((sub) => ({ subOrderId: sub._id, token: tokens.get(sub.shop._id)! }));
  return { ...placed, parts };
}

test('a shop signs in onto its orders, sees a new order with the time left to answer, and accepts it from there', async ({ page, request }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill('Kilimani Pizza Oven');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();

  const placed = await orderFrom(request, ['Kilimani Pizza Oven']);
  const card = page.getByRole('article', { name: `Order ${placed.orderId}` });
  const fresh = page.getByRole('region', { name: /^New \(\d+\)$/ });
  await expect(fresh.getByRole('article', { name: `Order ${placed.orderId}` })).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/^Declined automatically in (10:00|9:\d\d)$/);
  await snap(page, 'shop-orders-en');

  // At the counter: the alert prompt set aside, the order accepted straight from the list.
  await page.getByRole('button', { name: 'Not now' }).click();
  const accept = card.getByRole('button', { name: 'Accept order' });
  await accept.scrollIntoViewIfNeeded();
  await accept.click();
  await expect(card.getByText('Order Received', { exact: true })).toBeVisible();
  await expect(card.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Preparing/ }).getByRole('article', { name: `Order ${placed.orderId}` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start preparing' })).toBeVisible();

  // The same screen in Kiswahili, with another new order waiting.
  const next = await orderFrom(request, ['Kilimani Pizza Oven']);
  await page.evaluate(() => localStorage.setItem('sokoni.language', 'sw'));
  await page.reload();
  const swCard = page.getByRole('article', { name: `Oda ${next.orderId}` });
  await expect(swCard.getByRole('timer')).toHaveText(/^Itakataliwa yenyewe baada ya \d+:\d\d$/);
  await expect(swCard.getByRole('button', { name: 'Kubali oda' })).toBeVisible();
  await snap(page, 'shop-orders-sw');
  // Declined so the demo shop's next journey starts with no unanswered order.
  await call(request, 'POST', `/api/suborders/${next.parts[0]!.subOrderId}/decline`, next.parts[0]!.token, { reason: 'too busy' });
});

test("the rider's route: with two shops, the one beside the rider comes first, then the other, then the customer", async ({ browser, request, baseURL }) => {
  test.slow();
  const rider = await approvedRider(request);
  const riderPhone = await phone(browser, baseURL, AT_WESTLANDS);
  const page = riderPhone.page;
  try {
    // The cart lists the far shop first.
    const placed = await orderFrom(request, ['Kilimani Pizza Oven', 'Westlands Gadget Hub']);
    for (const part of placed.parts) {
      for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) await call(request, 'PUT', `/api/suborders/${part.subOrderId}/status`, part.token, { status });
    }

    await page.goto('/driver-login');
    await page.getByLabel('Username').fill(rider.username);
    await page.getByLabel('Password', { exact: true }).fill(rider.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/driver\/dashboard$/);
    await page.getByRole('button', { name: 'Go online' }).click();
    await expect(page.getByText('Sharing your location to be offered orders near you')).toBeVisible();
    const offer = page.getByRole('article', { name: `Order ${placed.orderId}` });
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('tab', { name: 'Active Orders', selected: true })).toBeVisible();

    const shops = offer.getByRole('list', { name: 'Shops to collect from' }).getByRole('heading');
    await expect(shops).toHaveText(['Westlands Gadget Hub', 'Kilimani Pizza Oven']);
    await expect(offer.getByRole('img', { name: 'Stop 1' })).toBeVisible();
    await expect(offer.getByText('Woodvale Grove, Westlands, Nairobi', { exact: false })).toBeVisible();
    await expect(offer.getByRole('region', { name: 'Drop-off' }).getByRole('img', { name: 'Stop 3' })).toBeVisible();
    await offer.getByRole('list', { name: 'Shops to collect from' }).scrollIntoViewIfNeeded();
    await snap(page, 'rider-route-en');

    await page.evaluate(() => localStorage.setItem('sokoni.language', 'sw'));
    await page.reload();
    await page.getByRole('tab', { name: 'Oda zinazoendelea' }).click();
    await expect(page.getByRole('article', { name: `Oda ${placed.orderId}` }).getByRole('img', { name: 'Kituo 1' })).toBeVisible();
    await page.getByRole('list', { name: 'Maduka ya kuchukua mzigo' }).scrollIntoViewIfNeeded();
    await snap(page, 'rider-route-sw');

    await call(request, 'PUT', `/api/orders/${placed._id}/assign-driver`, rider.token, { action: 'decline' });
  } finally {
    await call(request, 'PUT', '/api/driver/availability', rider.token, { online: false });
    await riderPhone.context.close();
  }
});
