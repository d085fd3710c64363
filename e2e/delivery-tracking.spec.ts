import { expect, test, type Page } from './fixtures/test.ts';
import { call, login, placeDemoOrder } from './fixtures/api.ts';
import { approvedRider, phone } from './fixtures/riders.ts';
import { closePhones } from './fixtures/phones.ts';

// Kilimani Pizza Oven is at -1.294512,36.786948; placeDemoOrder delivers to -1.290000,36.800000.
const AT_THE_SHOP = { latitude: -1.2947, longitude: 36.7872 };
const HALF_WAY = { latitude: -1.2925, longitude: 36.7935 };

const etaOf = async (page: Page) => Number(((await page.getByText(/^Arriving in about \d+ min$/).textContent()) ?? '').replace(/\D/g, ''));

test.afterEach(closePhones);

test('the rider moves and the customer follows on the map; the rider enters the PIN the customer reads out', async ({ browser, request, baseURL }) => {
  test.slow();
  const rider = await approvedRider(request);
  try {
    const customerToken = await login(request, 'wanjiku');
    const placed = await placeDemoOrder(request, customerToken);
    for (const status of ['OrderReceived', 'Preparing']) await call(request, 'PUT', `/api/suborders/${placed.subOrderId}/status`, placed.vendorToken, { status });

    // The rider's phone is at the shop; going online shares its position.
    const riderPhone = await phone(browser, baseURL, AT_THE_SHOP);
    const riderPage = riderPhone.page;
    await riderPage.goto('/driver-login');
    await riderPage.getByLabel('Username').fill(rider.username);
    await riderPage.getByLabel('Password', { exact: true }).fill(rider.password);
    await riderPage.getByRole('button', { name: 'Log In' }).click();
    await expect(riderPage).toHaveURL(/\/driver\/dashboard$/);
    await riderPage.getByRole('button', { name: 'Go online' }).click();
    await expect(riderPage.getByRole('heading', { name: 'You are online' })).toBeVisible();
    await expect(riderPage.getByText('Sharing your location to be offered orders near you')).toBeVisible();

    // Ready at the shop: the nearby rider is offered it first, with the distances and the count of shops.
    await call(request, 'PUT', `/api/suborders/${placed.subOrderId}/status`, placed.vendorToken, { status: 'ReadyForPickup' });
    const offer = riderPage.getByRole('article', { name: `Order ${placed.orderId}` });
    await expect(offer).toContainText(/0\.\d km to the shop · [\d.]+ km to the customer · 1 shop/);
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(riderPage.getByRole('tab', { name: 'Active Orders', selected: true })).toBeVisible();
    await expect(riderPage.getByText('Sharing your location with the customer')).toBeVisible();

    // The customer's phone shows the rider on the map, the rider's details and the ETA.
    const customerPage = (await phone(browser, baseURL)).page;
    await customerPage.goto('/sign-in');
    await customerPage.getByLabel('Username, phone or business name').fill('wanjiku');
    await customerPage.getByLabel('Password', { exact: true }).fill('sokoni123');
    await customerPage.getByRole('button', { name: 'Log In' }).click();
    await expect(customerPage).not.toHaveURL(/\/sign-in$/);
    await customerPage.goto(`/orders/${placed.orderId}`);
    const tracking = customerPage.getByRole('region', { name: 'Your delivery' });
    await expect(tracking).toContainText(rider.username);
    await expect(tracking).toContainText(/Boxer BM 150 · KMF \d{3}B/);
    await expect(tracking.getByRole('link', { name: `Call ${rider.username}` })).toHaveAttribute('href', /^tel:\+254/);
    const map = customerPage.getByTestId('tracking-map');
    await expect(map).toHaveAttribute('data-rider', '-1.29470,36.78720');
    const etaAtShop = await etaOf(customerPage);

    // Collected, the rider rides off: the customer's marker and ETA follow without a reload.
    const active = riderPage.getByRole('article', { name: `Order ${placed.orderId}` });
    await active.getByRole('button', { name: /^Mark as Picked Up/ }).click();
    await expect(active.getByRole('button', { name: /^Picked Up/ })).toBeDisabled();
    await riderPhone.context.setGeolocation(HALF_WAY);
    await expect(map).toHaveAttribute('data-rider', '-1.29250,36.79350', { timeout: 20_000 });
    await expect.poll(() => etaOf(customerPage)).toBeLessThan(etaAtShop);

    // At the door the customer reads out the PIN; the rider enters it.
    const pin = (await customerPage.getByRole('region', { name: 'Delivery PIN' }).getByText(/^\d{4}$/).textContent())!;
    await active.getByRole('button', { name: 'Mark as Delivered' }).click();
    const dialog = riderPage.getByRole('dialog', { name: 'Deliver the order' });
    await dialog.getByLabel("Customer's delivery PIN").fill(pin);
    await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
    // Handed over with the PIN: complete, so it leaves the active list for Completed.
    await expect(active).toHaveCount(0);
    await expect(tracking).toHaveCount(0);
    await expect(customerPage.getByRole('region', { name: 'Delivery PIN' })).toHaveCount(0);
  } finally {
    // Other journeys' orders must not wait on this rider's first wave.
    await call(request, 'PUT', '/api/driver/availability', rider.token, { online: false });
  }
});
