import { expect, test } from './fixtures/test.ts';
import { call, login } from './fixtures/api.ts';
import { approvedRider, phone } from './fixtures/riders.ts';
import { closePhones } from './fixtures/phones.ts';

// Kilimani Pizza Oven is at -1.294512,36.786948: the rider waits there, online, to be offered the order first.
const AT_THE_SHOP = { latitude: -1.2947, longitude: 36.7872 };
const LANDMARK = 'Opposite Naivas, blue gate';
const DIRECTIONS = 'Second left after the petrol station';

test.afterEach(closePhones);

test('the customer gives a landmark at checkout and the rider sees it with Navigate and Call once they accept', async ({ browser, request, baseURL }) => {
  test.slow();
  const rider = await approvedRider(request);
  try {
    // The rider is online at the shop.
    const riderPage = (await phone(browser, baseURL, AT_THE_SHOP)).page;
    await riderPage.goto('/driver-login');
    await riderPage.getByLabel('Username').fill(rider.username);
    await riderPage.getByLabel('Password', { exact: true }).fill(rider.password);
    await riderPage.getByRole('button', { name: 'Log In' }).click();
    await expect(riderPage).toHaveURL(/\/driver\/dashboard$/);
    await riderPage.getByRole('button', { name: 'Go online' }).click();
    await expect(riderPage.getByRole('heading', { name: 'You are online' })).toBeVisible();

    // The customer checks out, is nudged for a landmark, and gives one with directions.
    const customerPage = (await phone(browser, baseURL)).page;
    await customerPage.goto('/sign-in');
    await customerPage.getByLabel('Username, phone or business name').fill('wambui');
    await customerPage.getByLabel('Password', { exact: true }).fill('sokoni123');
    await customerPage.getByRole('button', { name: 'Log In' }).click();
    await expect(customerPage).not.toHaveURL(/\/sign-in$/);
    await customerPage.goto('/store/kilimani-pizza-oven');
    await customerPage.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
    await customerPage.getByRole('button', { name: /^Open cart/ }).click();
    await customerPage.getByRole('dialog', { name: /Your cart/ }).getByRole('button', { name: 'Check Out' }).click();
    const checkout = customerPage.getByRole('dialog', { name: 'Confirm Your Order' });
    await expect(checkout.getByText(/Add a landmark so your rider finds you quickly/)).toBeVisible();
    await checkout.getByLabel(/^Landmark/).fill(LANDMARK);
    await expect(checkout.getByText(/Add a landmark so your rider finds you quickly/)).toHaveCount(0);
    await checkout.getByLabel(/^Directions/).fill(DIRECTIONS);
    // The place is said in words, never as coordinates.
    await expect(checkout.getByTestId('delivery-place-label')).toHaveText(new RegExp(`^near .+ · ${LANDMARK}$`));
    await checkout.getByRole('button', { name: 'Next' }).click();
    await expect(checkout.getByTestId('checkout-fee')).toHaveText(/^Ksh \d/);
    await checkout.getByRole('button', { name: 'Next' }).click();
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await expect(customerPage).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
    const orderId = customerPage.url().split('/').pop()!;
    await expect(customerPage.getByText(LANDMARK)).toBeVisible();

    // The shop gets it ready.
    const customerToken = await login(request, 'wambui');
    const order = await call<{ subOrders: { _id: string }[]; delivery: { location: string } }>(request, 'GET', `/api/orders/${orderId}`, customerToken);
    const vendorToken = await login(request, 'Kilimani Pizza Oven');
    for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) await call(request, 'PUT', `/api/suborders/${order.subOrders[0]!._id}/status`, vendorToken, { status });

    // Before accepting, the offer says nothing of the landmark; after, the drop-off shows it with Navigate and Call.
    const offer = riderPage.getByRole('article', { name: `Order ${orderId}` });
    await expect(offer.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(offer).not.toContainText(LANDMARK);
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(riderPage.getByRole('tab', { name: 'Active Orders', selected: true })).toBeVisible();
    const dropOff = riderPage.getByRole('article', { name: `Order ${orderId}` }).getByRole('region', { name: 'Drop-off' });
    await expect(dropOff).toContainText(LANDMARK);
    await expect(dropOff).toContainText(DIRECTIONS);
    const [lat, lng] = order.delivery.location.split(',').map(Number);
    await expect(dropOff.getByRole('link', { name: /^Navigate to / })).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`);
    await expect(dropOff.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+254\d{9}$/);
    await expect(dropOff.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', /^https:\/\/wa\.me\/254\d{9}$/);
    const pickup = riderPage.getByRole('list', { name: 'Shops to collect from' });
    await expect(pickup.getByRole('link', { name: 'Navigate to Kilimani Pizza Oven' })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-1.294512,36.786948');
  } finally {
    // Other journeys' orders must not wait on this rider's first wave.
    await call(request, 'PUT', '/api/driver/availability', rider.token, { online: false });
  }
});
