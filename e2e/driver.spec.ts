import { expect, test } from './fixtures/test.ts';
import { call, ksh, login, placeDemoOrder } from './fixtures/api.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';

test('a new driver completes the profile through the map and waits for approval on the dashboard', async ({ page }) => {
  const id = unique();
  await page.goto('/driver-signup');
  await page.getByLabel('Username').fill(`wafula${id}`);
  await page.getByLabel('Full name').fill('Wafula Barasa');
  await page.getByLabel(/Phone/).first().fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('National ID').fill(`2${id}`);
  await page.getByLabel('Driver license number').fill(`DL${id}`);
  await page.getByLabel('Plate number').fill(`KMC ${id.slice(-3)}Y`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/driver\/profile-setup$/);

  // The map waits for a town.
  await page.getByRole('button', { name: 'Pin on map' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a town first' })).toBeVisible();
  await expect(page.getByTestId('map-picker')).toHaveCount(0);

  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Ace 125');
  await expect(page.getByLabel('Plate number')).toHaveValue(`KMC ${id.slice(-3)}Y`);
  await page.getByLabel('Type').selectOption('Motorbike');
  await page.getByLabel('Colour').fill('Blue');
  await page.getByLabel('Contact name').fill('Nafula Wafula');
  await page.getByLabel('Contact phone').fill('0711000222');
  await page.getByLabel('Relationship').fill('Sister');
  await page.getByLabel('Town').fill('Nairobi');
  await page.getByRole('button', { name: 'Pin on map' }).click();

  const map = page.getByTestId('map-picker');
  await expect(map.locator('.leaflet-tile-pane')).toBeAttached();
  await map.click({ position: { x: 160, y: 180 } });
  await expect(page.getByLabel('Current location (lat,lng)')).toHaveValue(/^-?\d+\.\d+,-?\d+\.\d+$/);

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(page.getByText('Verification: Pending').first()).toBeVisible();
  await expect(page.getByText('Your account is awaiting approval')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('driver'))) ?? '{}').profileCompleted).toBe(true);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The session is cleared as the dashboard closes, a moment after the address changes.
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('driver'), localStorage.getItem('driverToken')])).toEqual([null, null]);
  await page.goto('/driver/dashboard');
  await expect(page).toHaveURL(/\/driver-login$/);
});

test('an order goes from the shop to the driver live, is picked up and delivered, and shows the 80% earning', async ({ page, request }) => {
  // The customer orders from one shop with platform delivery.
  const customerToken = await login(request, 'wanjiku');
  const placed = await placeDemoOrder(request, customerToken);
  const { subOrderId, vendorToken } = placed;
  for (const status of ['OrderReceived', 'Preparing']) await call(request, 'PUT', `/api/suborders/${subOrderId}/status`, vendorToken, { status });

  // The demo driver logs in and waits on the Available list.
  await page.goto('/driver-login');
  await page.getByLabel('Username').fill('otieno');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Available Orders', selected: true })).toBeVisible();
  const available = page.getByRole('article', { name: `Order ${placed.orderId}` });
  await expect(available).toHaveCount(0);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // The shop marks it ready: it arrives without a reload, with the bell counting it.
  await call(request, 'PUT', `/api/suborders/${subOrderId}/status`, vendorToken, { status: 'ReadyForPickup' });
  await expect(available).toBeVisible();
  await expect(page.getByTestId('bell-count')).toHaveText(/^[1-9]/);
  await expect(available.getByText('You earn (80%)').locator('..')).toContainText(ksh(placed.fee * 0.8));

  await available.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('tab', { name: 'Active Orders', selected: true })).toBeVisible();
  const active = page.getByRole('article', { name: `Order ${placed.orderId}` });
  await expect(active.getByRole('link', { name: /^\+254/ })).toHaveAttribute('href', /^tel:\+254/);
  await expect(active.getByTestId('delivery-map').locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(active.getByRole('button', { name: 'Mark as Delivered' })).toHaveCount(0);

  await active.getByRole('button', { name: /^Mark as Picked Up/ }).click();
  await expect(active.getByRole('button', { name: /^Picked Up/ })).toBeDisabled();
  await expect(active.getByRole('button', { name: 'Decline Order' })).toBeDisabled();
  await active.getByRole('button', { name: 'Mark as Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Deliver the order' });
  await deliver.getByLabel("Customer's delivery PIN").fill(placed.deliveryPin!);
  await deliver.getByRole('button', { name: 'Confirm delivery' }).click();
  // Handed over with the PIN: complete, so it leaves the active list for Completed.
  await expect(active).toHaveCount(0);

  await page.getByRole('tab', { name: 'Completed Orders' }).click();
  const completed = page.getByRole('article', { name: `Order ${placed.orderId}` });
  await expect(completed).toContainText(ksh(placed.fee));
  await expect(completed.getByText('You earn (80%)').locator('..')).toContainText(ksh(placed.fee * 0.8));

  // The customer may still confirm receipt afterwards: the order stays complete for the rider.
  await call(request, 'PUT', `/api/orders/${placed._id}/confirm-delivery`, customerToken);
  await page.getByRole('tab', { name: 'Active Orders' }).click();
  await expect(active).toHaveCount(0);
  await page.getByRole('tab', { name: 'Completed Orders' }).click();
  await expect(completed).toContainText('Confirmed Delivered');
});
