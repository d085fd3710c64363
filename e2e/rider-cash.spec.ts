import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { call, ksh, login } from './fixtures/api.ts';
import { openSection } from './fixtures/admin.ts';
import { openTab } from './fixtures/vendor.ts';

interface Product {
  _id: string;
  price: number;
  discountedPrice?: number | null;
  inventory: number;
  maxPerOrder?: number | null;
  options?: { required: boolean }[];
}
interface CashOrder {
  _id: string;
  orderId: string;
  subOrderId: string;
  /** What the customer pays the rider: the items and the delivery fee. */
  total: number;
  /** Read out by the customer to the rider at the door. */
  deliveryPin: string | null;
}

const priceOf = (p: Product) => (p.discountedPrice && p.discountedPrice > 0 ? p.discountedPrice : p.price);

/** A cash order from the demo pizza shop worth at least `atLeast` shillings of items, placed through the API. */
async function placeCashOrder(request: APIRequestContext, customerToken: string, vendorToken: string, atLeast: number): Promise<CashOrder> {
  const customer = await call<{ _id: string }>(request, 'GET', '/api/user/me', customerToken);
  const shop = await call<{ _id: string }>(request, 'GET', '/api/partner', vendorToken);
  const { products } = await call<{ products: Product[] }>(request, 'GET', `/api/products-by-partner/${shop._id}`);
  const fits = products
    .map((p) => ({ p, quantity: Math.ceil(atLeast / priceOf(p)) }))
    // A product that asks for a size or another required choice is left to the journeys about options.
    .filter(({ p }) => !(p.options ?? []).some((group) => group.required))
    .filter(({ p, quantity }) => p.inventory >= quantity && (p.maxPerOrder ?? 100) >= quantity)
    .sort((a, b) => a.quantity - b.quantity)[0]!;
  const items = [{ product: fits.p._id, quantity: fits.quantity }];
  const delivery = { town: 'Nairobi', location: '-1.290000,36.800000', option: 'platform' };
  const quote = await call<{ fee: number }>(request, 'POST', '/api/delivery/quote', undefined, { items, delivery });
  const placed = await call<{ orderId: string; _id: string; order: { subOrders: { _id: string }[]; deliveryPin?: string | null } }>(request, 'POST', '/api/orders/place', customerToken, {
    userId: customer._id,
    items,
    delivery: { ...delivery, fee: quote.fee },
    paymentMethod: 'COD',
  });
  const total = Math.round((priceOf(fits.p) * fits.quantity + quote.fee) * 100) / 100;
  return { _id: placed._id, orderId: placed.orderId, subOrderId: placed.order.subOrders[0]!._id, total, deliveryPin: placed.order.deliveryPin ?? null };
}

async function makeReady(request: APIRequestContext, vendorToken: string, order: CashOrder) {
  for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, vendorToken, { status });
}

/** The rider takes the order from the Available list, collects it and hands it over, all on the dashboard. */
async function deliverOnDashboard(page: Page, order: CashOrder) {
  await page.getByRole('tab', { name: 'Available Orders' }).click();
  const available = page.getByRole('article', { name: `Order ${order.orderId}` });
  await available.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('tab', { name: 'Active Orders', selected: true })).toBeVisible();
  const active = page.getByRole('article', { name: `Order ${order.orderId}` });
  await active.getByRole('button', { name: /^Mark as Picked Up/ }).click();
  await active.getByRole('button', { name: 'Mark as Delivered' }).click();
  // The customer reads out the delivery PIN from their order page (or their SMS).
  const deliver = page.getByRole('dialog', { name: 'Deliver the order' });
  await deliver.getByLabel("Customer's delivery PIN").fill(order.deliveryPin!);
  await deliver.getByRole('button', { name: 'Confirm delivery' }).click();
  // Handed over with the PIN: complete, so it leaves the active list for Completed.
  await expect(active).toHaveCount(0);
}

async function signIn(page: Page, identifier: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a rider delivers two cash orders, holds the cash, is stopped at the limit until the admin records the hand-over, and the shop sees its earnings', async ({ page, request }) => {
  const adminToken = await login(request, 'Sokoni Admin');
  const customerToken = await login(request, 'wanjiku');
  const vendorToken = await login(request, 'Kilimani Pizza Oven');
  const rider = await call<{ token: string; driver: { _id: string } }>(request, 'POST', '/api/driver/login', undefined, { username: 'otieno', password: 'sokoni123' });
  // Other journeys may have left the demo rider holding cash: the operator takes it first, so this one starts from nothing.
  const before = await call<{ cashHeld: number; earnings: number; limit: number }>(request, 'GET', '/api/driver/cash', rider.token);
  if (before.cashHeld > 0) await call(request, 'POST', `/api/admin/drivers/${rider.driver._id}/cash-handovers`, adminToken, { amount: before.cashHeld, reference: 'Before the journey' });

  // Two orders that together put the rider above the limit, even after their earnings are set against the cash.
  const each = (before.limit + before.earnings) / 2 + 50;
  const first = await placeCashOrder(request, customerToken, vendorToken, each);
  const second = await placeCashOrder(request, customerToken, vendorToken, each);
  await makeReady(request, vendorToken, first);
  await makeReady(request, vendorToken, second);

  await page.goto('/driver-login');
  await page.getByLabel('Username').fill('otieno');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(page.getByTestId('cash-held')).toHaveText(ksh(0));

  await deliverOnDashboard(page, first);
  await expect(page.getByTestId('cash-held')).toHaveText(ksh(first.total));
  await deliverOnDashboard(page, second);
  await expect(page.getByTestId('cash-held')).toHaveText(ksh(first.total + second.total));
  await expect(page.getByText('You owe Sokoni', { exact: true })).toBeVisible();
  await expect(page.getByText(`You owe Sokoni more than ${ksh(before.limit)}`)).toBeVisible();

  // A third cash order is refused with the reason.
  const third = await placeCashOrder(request, customerToken, vendorToken, 100);
  await makeReady(request, vendorToken, third);
  await page.getByRole('tab', { name: 'Available Orders' }).click();
  await page.getByRole('article', { name: `Order ${third.orderId}` }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/Hand the cash over before taking more cash orders/).first()).toBeVisible();

  // The rider's Earnings tab lists the cash collected and their share of each fee.
  await page.getByRole('tab', { name: 'Earnings' }).click();
  await expect(page.getByTestId('statement-cash-held')).toHaveText(ksh(first.total + second.total));
  await expect(page.getByRole('list', { name: 'Statement lines' })).toContainText(first.orderId);

  // The admin records the hand-over in the console.
  await signIn(page, 'Sokoni Admin');
  await expect(page).toHaveURL(/\/superuserdashboard$/);
  await openSection(page, 'Money');
  await page.getByRole('button', { name: 'Record cash hand-over from otieno' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount received (Ksh)')).toHaveValue((first.total + second.total).toFixed(2));
  await dialog.getByLabel('Receipt or reference').fill('Receipt 0042');
  await dialog.getByRole('button', { name: 'Record hand-over' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record cash hand-over from otieno' })).toHaveCount(0);
  const cash = await call<{ cashHeld: number; mayTakeCashOrders: boolean }>(request, 'GET', '/api/driver/cash', rider.token);
  expect(cash).toMatchObject({ cashHeld: 0, mayTakeCashOrders: true });
  await call(request, 'POST', `/api/admin/orders/${third._id}/cancel`, adminToken, { reason: 'Journey over: not needed' });

  // The shop sees both orders in its earnings and downloads the statement.
  await signIn(page, 'Kilimani Pizza Oven');
  await openTab(page, 'Earnings');
  const lines = page.getByRole('list', { name: 'Statement lines' });
  await expect(lines).toContainText(first.orderId);
  await expect(lines).toContainText(second.orderId);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sokoni-store-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('date,orderId,what,gross,deduction,net');
  expect(csv).toContain(`${first.orderId},Order delivered`);
});
