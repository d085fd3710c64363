import { expect, test } from './fixtures/test.ts';
import { call, placeDemoOrder } from './fixtures/api.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { approvedRider } from './fixtures/riders.ts';
import { anotherPhone, signIn } from './fixtures/phones.ts';
import { openTab } from './fixtures/vendor.ts';

const NEXT = ['OrderReceived', 'Preparing', 'ReadyForPickup'];

test('a customer dials the USSD simulator, orders the last delivery again with cash, and the shop sees the order', async ({ page, browser, request }) => {
  test.slow();
  // A customer of our own with one delivered order from the demo pizza shop, made through the API.
  const id = unique();
  const phoneNumber = uniquePhone();
  const signup = await call<{ token: string }>(request, 'POST', '/api/auth/userSignup', undefined, {
    username: `otieno${id}`,
    names: `Otieno ${id}`,
    email: `otieno${id}@example.com`,
    phoneNumber,
    town: 'Nairobi',
    password: 'secret123',
    location: '-1.290000,36.800000',
  });
  const first = await placeDemoOrder(request, signup.token);
  for (const status of NEXT) await call(request, 'PUT', `/api/suborders/${first.subOrderId}/status`, first.vendorToken, { status });
  const rider = await approvedRider(request);
  const riderId = (await call<{ driver: { _id: string } }>(request, 'POST', '/api/driver/login', undefined, { username: rider.username, password: rider.password })).driver._id;
  await call(request, 'PUT', `/api/orders/${first._id}/assign-driver`, rider.token, { driverId: riderId, action: 'accept' });
  await call(request, 'PUT', `/api/suborders/${first.subOrderId}/status`, rider.token, { status: 'OutForDelivery' });
  await call(request, 'PUT', `/api/orders/${first._id}/mark-delivered`, rider.token, { pin: first.deliveryPin ?? undefined });

  await page.goto('/dev/ussd-simulator');
  await expect(page.getByRole('note')).toContainText('Development tool');
  await page.getByLabel('Phone number').fill(phoneNumber);
  await page.getByRole('button', { name: /^Dial \*/ }).click();
  const screen = page.getByRole('status', { name: 'Phone screen' });
  await expect(screen).toContainText('1 Order again');
  const answer = async (text: string) => {
    await page.getByLabel('Your answer').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  };
  await answer('1');
  await expect(screen).toContainText('Order again (prices today):');
  await expect(screen).toContainText(/1 Kilimani Pizza Oven Ksh [\d,]+\.\d\d/);
  await answer('1');
  await expect(screen).toContainText('Pay with:');
  await answer('2');
  await expect(screen).toContainText(/Order SKN-\d{8}-\d{6} placed\. Pay Ksh [\d,]+\.\d\d in cash on delivery\./);
  await expect(page.getByLabel('Your answer')).toBeDisabled();
  const orderNumber = /SKN-\d{8}-\d{6}/.exec((await screen.textContent()) ?? '')![0];

  const shop = await anotherPhone(browser);
  await signIn(shop, 'Kilimani Pizza Oven');
  await expect(shop).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await openTab(shop, 'Orders');
  await expect(shop.getByRole('article', { name: `Order ${orderNumber}` })).toBeVisible();
  await shop.context().close();
});
