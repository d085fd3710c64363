import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import type { TPlaceOrderResponse } from '@sokoni/domain/contracts/orders';
import { call, ksh, login } from './fixtures/api.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { openTab } from './fixtures/vendor.ts';
import { anotherPhone, closePhones, signIn } from './fixtures/phones.ts';

// A store no other journey touches, so its sales total is ours to predict.
const STORE = 'Westlands Gadget Hub';
const STORE_PAGE = '/store/westlands-gadget-hub';
const PRODUCT = 'Oraimo FreePods 4';

async function driverSignsIn(page: Page, username: string, password: string) {
  await page.goto('/driver-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Available Orders', selected: true })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

/** A second driver: signed up, profile completed and approved by the admin, all through the API. */
async function secondApprovedDriver(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const id = unique();
  const username = `kiprop${id}`;
  const password = 'secret123';
  const signup = await call<{ token: string; driver: { _id: string } }>(request, 'POST', '/api/driver/signup', undefined, {
    username,
    phoneNumber: uniquePhone(),
    password,
    nationalId: `3${id}`,
    driverLicenseNumber: `DL${id}`,
    plateNumber: `KMD ${id.slice(-3)}K`,
  });
  const profile = await request.put('/api/driver/update-profile', {
    headers: { authorization: `Bearer ${signup.token}` },
    multipart: {
      vehicleDetails: JSON.stringify({ make: 'TVS', model: 'HLX 125', plateNumber: `KMD ${id.slice(-3)}K`, type: 'Motorbike', color: 'Red' }),
      emergencyContact: JSON.stringify({ name: 'Chebet Kiprop', phoneNumber: '0711000333', relationship: 'Brother' }),
      currentLocation: JSON.stringify({ town: 'Nairobi', location: '-1.268000,36.810000' }),
    },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  expect((await profile.json()).driver.profileCompleted).toBe(true);
  const adminToken = await login(request, 'Sokoni Admin');
  await call(request, 'POST', `/api/admin/drivers/${signup.driver._id}/approve`, adminToken);
  return { username, password };
}

/** The figure under a label such as 'Total', read as a number. */
async function amountUnder(page: Page, label: string): Promise<number> {
  const text = (await page.getByText(label, { exact: true }).locator('..').textContent()) ?? '';
  return Number(text.replace(label, '').replace(/[^\d.]/g, ''));
}

test.afterEach(closePhones);

test('an order goes round the whole loop live on four phones: customer, store, two drivers', async ({ browser, request }) => {
  // Four people, every step waiting on another's screen.
  test.slow();
  const driver2Account = await secondApprovedDriver(request);
  const [customer, vendor, driver1, driver2] = await Promise.all([anotherPhone(browser), anotherPhone(browser), anotherPhone(browser), anotherPhone(browser)]);

  // The store opens its dashboard and notes its sales total before the order.
  await signIn(vendor, STORE);
  await expect(vendor).toHaveURL(/\/dashboard$/);
  await openTab(vendor, 'Sales');
  const salesLoaded = vendor.getByText('No completed sales yet.').or(vendor.locator('section[aria-labelledby="sales-heading"] ul'));
  await expect(salesLoaded.first()).toBeVisible();
  const salesBefore = await amountUnder(vendor, 'Total');
  await openTab(vendor, 'Orders');
  await vendor.getByRole('button', { name: 'Not now' }).click();

  await driverSignsIn(driver1, 'otieno', 'sokoni123');
  await driverSignsIn(driver2, driver2Account.username, driver2Account.password);

  // The customer orders through the cart and the checkout, paying cash on delivery.
  await signIn(customer, 'wanjiku');
  await expect(customer).not.toHaveURL(/\/sign-in$/);
  await customer.goto(STORE_PAGE);
  await customer.getByRole('button', { name: `Add ${PRODUCT} to cart` }).click();
  await customer.getByRole('button', { name: /^Open cart/ }).click();
  await customer.getByRole('dialog', { name: /Your cart/ }).getByRole('button', { name: 'Check Out' }).click();
  const checkout = customer.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(checkout.getByText('Step 1 of 3')).toBeVisible();
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByRole('radio', { name: /Platform delivery/ })).toBeChecked();
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const placing = customer.waitForResponse((r) => r.url().endsWith('/api/orders/place'));
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  const placed = (await (await placing).json()) as TPlaceOrderResponse;
  await expect(customer.getByText('Order placed!')).toBeVisible();
  const { orderId } = placed;
  const fee = placed.order.delivery.fee;
  const saleTotal = placed.order.subOrders[0]!.total;
  expect(fee).toBeGreaterThan(0);

  await customer.getByRole('link', { name: 'My orders' }).click();
  await expect(customer).toHaveURL(/\/customer-dashboard$/);
  const customerCard = customer.getByRole('article', { name: `Order ${orderId}` });
  await expect(customerCard.getByRole('button', { name: 'Pending' })).toBeDisabled();

  // The store's Orders tab shows it without a reload and walks it up to ReadyForPickup.
  const vendorCard = vendor.getByRole('article', { name: `Order ${orderId}` });
  await expect(vendorCard).toContainText('Pending');
  const available1 = driver1.getByRole('article', { name: `Order ${orderId}` });
  const available2 = driver2.getByRole('article', { name: `Order ${orderId}` });
  for (const [action, step] of [
    ['Accept order', 'Order Received'],
    ['Start preparing', 'Preparing'],
    ['Ready for pick-up', 'Ready For Pickup'],
  ]) {
    await expect(available1).toHaveCount(0);
    await vendorCard.getByRole('button', { name: action }).click();
    await expect(vendorCard.getByText(step!, { exact: true })).toBeVisible();
  }

  // Both drivers see it arrive; the first accepts and it leaves the second one's list.
  await expect(available1).toBeVisible();
  await expect(available2).toBeVisible();
  await expect(available2.getByText('You earn (80%)').locator('..')).toContainText(ksh(fee * 0.8));
  await available1.getByRole('button', { name: 'Accept' }).click();
  await expect(driver1.getByRole('tab', { name: 'Active Orders', selected: true })).toBeVisible();
  await expect(available2).toHaveCount(0);

  // Picked up and delivered; the customer's card offers 'Confirm Received' on its own.
  const active = driver1.getByRole('article', { name: `Order ${orderId}` });
  await active.getByRole('button', { name: `Mark as Picked Up: ${STORE}` }).click();
  await expect(vendorCard.getByText('Out For Delivery', { exact: true })).toBeVisible();
  await active.getByRole('button', { name: 'Mark as Delivered' }).click();
  // The customer reads the delivery PIN from their order page; the rider types it in.
  const deliver = driver1.getByRole('dialog', { name: 'Deliver the order' });
  await deliver.getByLabel("Customer's delivery PIN").fill(placed.order.deliveryPin!);
  await deliver.getByRole('button', { name: 'Confirm delivery' }).click();
  // Handed over with the PIN: complete, so it leaves the active list for Completed.
  await expect(active).toHaveCount(0);
  await customerCard.getByRole('button', { name: 'Confirm Received' }).click();

  // Confirmed Delivered everywhere: gone from the live lists, kept in the history.
  await expect(customerCard).toHaveCount(0);
  await customer.getByRole('tab', { name: 'My Past Orders' }).click();
  const pastOrder = customer.locator('details').filter({ hasText: orderId });
  await expect(pastOrder).toContainText(ksh(saleTotal + fee));
  await expect(active).toHaveCount(0);
  await expect(vendorCard).toHaveCount(0);

  await openTab(vendor, 'Sales');
  await expect(vendor.getByRole('listitem').filter({ hasText: `Order ${orderId}` })).toContainText(ksh(saleTotal));
  await expect.poll(() => amountUnder(vendor, 'Total')).toBeCloseTo(salesBefore + saleTotal, 2);

  await driver1.getByRole('tab', { name: 'Completed Orders' }).click();
  const completed = driver1.getByRole('article', { name: `Order ${orderId}` });
  await expect(completed).toContainText('Confirmed Delivered');
  await expect(completed).toContainText(ksh(fee));
  await expect(completed.getByText('You earn (80%)').locator('..')).toHaveText(/Ksh [\d,]+\.\d{2}$/);
  await expect(completed.getByText('You earn (80%)').locator('..')).toContainText(ksh(fee * 0.8));
});
