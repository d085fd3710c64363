import { expect, test } from './fixtures/test.ts';
import { call, login, placeDemoOrder } from './fixtures/api.ts';

test('a delivered order is rated by the customer and ordered again', async ({ page, request }) => {
  const adminToken = await login(request, 'Sokoni Admin');
  const customerToken = await login(request, 'wanjiku');
  const rider = await call<{ token: string; driver: { _id: string } }>(request, 'POST', '/api/driver/login', undefined, { username: 'otieno', password: 'sokoni123' });
  // Other journeys may have left the demo rider holding cash above the limit: the operator takes it first.
  const cash = await call<{ cashHeld: number }>(request, 'GET', '/api/driver/cash', rider.token);
  if (cash.cashHeld > 0) await call(request, 'POST', `/api/admin/drivers/${rider.driver._id}/cash-handovers`, adminToken, { amount: cash.cashHeld, reference: 'Before the journey' });

  // A cash order from the demo shop, delivered by the demo rider (the store and rider act through the API).
  const order = await placeDemoOrder(request, customerToken);
  const placed = await call<{ items: { product: { name: string } }[] }>(request, 'GET', `/api/orders/${order._id}`, customerToken);
  const itemName = placed.items[0]!.product.name;
  for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, order.vendorToken, { status });
  await call(request, 'PUT', `/api/orders/${order._id}/assign-driver`, rider.token, { driverId: rider.driver._id, action: 'accept' });
  await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, rider.token, { status: 'OutForDelivery' });
  await call(request, 'PUT', `/api/orders/${order._id}/mark-delivered`, rider.token, { pin: order.deliveryPin ?? undefined });

  // The customer opens the order and rates the rider.
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill('wanjiku');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto(`/orders/${order.orderId}`);
  const rating = page.getByRole('form', { name: 'Rate your rider' });
  await rating.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await rating.getByRole('checkbox', { name: 'Friendly' }).check({ force: true });
  await rating.getByLabel('Comment (optional)').fill('Called when he reached the gate');
  await rating.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('You rated your rider')).toBeVisible();
  await expect(page.getByText('“Called when he reached the gate”')).toBeVisible();

  // The rider sees it on their dashboard, without the customer's name.
  const ratings = await call<{ count: number; recent: { comment: string | null }[] }>(request, 'GET', '/api/driver/ratings', rider.token);
  expect(ratings.recent[0]!.comment).toBe('Called when he reached the gate');
  expect(JSON.stringify(ratings)).not.toContain('wanjiku');

  // 'Order again' fills the cart with the same item at today's price.
  await page.evaluate(() => localStorage.setItem('cart', '[]'));
  await page.getByRole('button', { name: 'Order again' }).click();
  const summary = page.getByRole('dialog', { name: 'Order again' });
  await expect(summary.getByText('Added to your cart')).toBeVisible();
  await expect(summary.getByText(`1 × ${itemName}`)).toBeVisible();
  await summary.getByRole('button', { name: 'View cart' }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart.getByText(itemName)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toEqual([expect.objectContaining({ quantity: 1 })]);
});
