import { expect, test } from './fixtures/test.ts';
import { openSection, signInAsAdmin, signUpDriver } from './fixtures/admin.ts';
import { call, login, placeDemoOrder } from './fixtures/api.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { anotherPhone, closePhones } from './fixtures/phones.ts';

/** What the admin's decisions do to the other people on the platform, seen in their own browsers. */

test.afterEach(closePhones);

test('a pending driver sees why no orders show; once the admin approves, an available order appears', async ({ page, browser, request }) => {
  const username = `kiprop${unique()}`;
  const driverToken = await signUpDriver(request, username);
  const profile = await request.put('/api/driver/update-profile', {
    headers: { authorization: `Bearer ${driverToken}` },
    multipart: {
      vehicleDetails: JSON.stringify({ make: 'Honda', model: 'Ace 125', plateNumber: 'KMEB 456C', type: 'Motorbike', color: 'Black' }),
      emergencyContact: JSON.stringify({ name: 'Mary Chebet', phoneNumber: '0711000222', relationship: 'Mother' }),
      currentLocation: JSON.stringify({ town: 'Nairobi', location: '-1.292100,36.821900' }),
      profileCompleted: 'true',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  // An order is ready for pickup before the driver even looks.
  const order = await placeDemoOrder(request, await login(request, 'wanjiku'));
  for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) {
    await call(request, 'PUT', `/api/suborders/${order.subOrderId}/status`, order.vendorToken, { status });
  }

  await page.goto('/driver-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(page.getByText('Your account is awaiting approval')).toBeVisible();
  await expect(page.getByRole('article', { name: `Order ${order.orderId}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  const admin = await anotherPhone(browser);
  await signInAsAdmin(admin);
  await openSection(admin, 'Drivers');
  const card = admin.getByRole('article', { name: username });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Driver approved.')).toBeVisible();
  await admin.context().close();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Available Orders', selected: true })).toBeVisible();
  await expect(page.getByText('Your account is awaiting approval')).toHaveCount(0);
  const available = page.getByRole('article', { name: `Order ${order.orderId}` });
  await expect(available).toBeVisible();
  await expect(available.getByRole('button', { name: 'Accept' })).toBeEnabled();
});

test("the admin cancels an order and the customer's open order page shows it cancelled without a reload", async ({ page, browser, request }) => {
  const username = `akinyi${unique()}`;
  const signup = await request.post('/api/auth/userSignup', {
    data: { username, names: 'Akinyi Odhiambo', email: `${username}@example.com`, phoneNumber: uniquePhone(), town: 'Nairobi', password: 'secret123', location: '-1.2921,36.8219' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const order = await placeDemoOrder(request, await login(request, username, 'secret123'));

  // The customer's own browser, open on the order page.
  const customer = await anotherPhone(browser);
  await customer.goto('/sign-in');
  await customer.getByLabel('Username, phone or business name').fill(username);
  await customer.getByLabel('Password', { exact: true }).fill('secret123');
  await customer.getByRole('button', { name: 'Log In' }).click();
  await expect(customer).toHaveURL(/\/$/);
  await customer.goto(`/orders/${order._id}`);
  const status = customer.getByText('Status', { exact: true }).locator('..');
  await expect(customer.getByText(order.orderId)).toBeVisible();
  await expect(status).not.toContainText('Cancelled');
  // A reload would lose this marker; it must still be there once the page shows the cancellation.
  await customer.evaluate(() => ((window as unknown as { stillOpen: boolean }).stillOpen = true));

  await signInAsAdmin(page);
  await openSection(page, 'Orders');
  await page.getByRole('button', { name: `Order ${order.orderId}: open details` }).click();
  const drawer = page.getByRole('dialog', { name: order.orderId });
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  const prompt = page.getByRole('dialog', { name: `Cancel order ${order.orderId}?` });
  await prompt.getByLabel('Reason').fill('The customer called to cancel; the shop is closed today.');
  await prompt.getByRole('button', { name: 'Cancel order' }).click();
  await expect(prompt).toBeHidden();

  await expect(status).toContainText('Cancelled');
  expect(await customer.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen)).toBe(true);
  await customer.context().close();
});
