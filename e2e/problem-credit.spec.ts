import { expect, test, type APIRequestContext, type Page } from './fixtures/test.ts';
import { signInAsAdmin, openSection } from './fixtures/admin.ts';
import { call, ksh, login, placeDemoOrder } from './fixtures/api.ts';
import { expectFitsScreen } from './fixtures/screen-width.ts';

/** A missing item reported with a photo is paid back as Sokoni credit, and the next checkout spends it. */

const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4ESCHFTEMLQkAcwpNgZnBN+YAAAAASUVORK5CYII=',
  'base64',
);

async function signIn(page: Page, identifier: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** The shop prepares the order and the demo rider takes it to the door, through the API. */
async function deliveredOrder(request: APIRequestContext, customerToken: string) {
  const placed = await placeDemoOrder(request, customerToken);
  for (const status of ['OrderReceived', 'Preparing', 'ReadyForPickup']) await call(request, 'PUT', `/api/suborders/${placed.subOrderId}/status`, placed.vendorToken, { status });
  const rider = await call<{ token: string; driver: { _id: string } }>(request, 'POST', '/api/driver/login', undefined, { identifier: 'otieno', password: 'sokoni123' });
  await call(request, 'PUT', `/api/orders/${placed._id}/assign-driver`, rider.token, { driverId: rider.driver._id, action: 'accept' });
  for (const status of ['PickedUp', 'OutForDelivery']) await call(request, 'PUT', `/api/suborders/${placed.subOrderId}/status`, rider.token, { status });
  await call(request, 'PUT', `/api/orders/${placed._id}/mark-delivered`, rider.token, placed.deliveryPin ? { pin: placed.deliveryPin } : {});
  return placed;
}

test('a missing item reported with a photo is given back as credit, and the next checkout uses it', async ({ page, browser, request }) => {
  const customerToken = await login(request, 'wanjiku');
  const placed = await deliveredOrder(request, customerToken);
  const order = await call<{ items: { product: { name: string }; price: number }[] }>(request, 'GET', `/api/orders/${placed._id}`, customerToken);
  const item = order.items[0]!;
  const before = (await call<{ creditBalance: number }>(request, 'GET', '/api/user/me', customerToken)).creditBalance;

  // The customer reports the missing item with a photo.
  await signIn(page, 'wanjiku');
  await page.goto(`/orders/${placed.orderId}`);
  await page.getByRole('button', { name: 'Report a problem' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Report a problem' });
  await reportDialog.getByRole('radio', { name: 'Missing item' }).check();
  await reportDialog.getByLabel(item.product.name).fill('1');
  await reportDialog.getByLabel(/^Photos/).setInputFiles([{ name: 'bag.png', mimeType: 'image/png', buffer: PHOTO_PNG }]);
  await expectFitsScreen(page, 'the order page with the report-a-problem sheet filled in');
  // The sheet scrolls up and down only: nothing in it is wider than the phone.
  const scrollsSideways = await reportDialog.evaluate((dialog) =>
    [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} px in ${element.clientWidth} px`),
  );
  expect(scrollsSideways).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('report-problem-sheet.png') });
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The shop and Sokoni have your report.')).toBeVisible();
  await expect(page.getByText('Waiting for an answer')).toBeVisible();

  // The admin gives it back as Sokoni credit, taken from the shop, seeing the amount first.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await openSection(admin, 'Problems');
  const card = admin.getByRole('article', { name: `Missing item on order ${placed.orderId}` });
  await card.getByRole('button', { name: 'Give credit…' }).click();
  const payBack = admin.getByRole('dialog', { name: `Pay back for order ${placed.orderId}` });
  await expect(payBack.getByTestId('money-back-amount')).toContainText(`${ksh(item.price)} goes back as Sokoni credit`);
  await payBack.getByRole('button', { name: `Give ${ksh(item.price)} credit` }).click();
  await expect(admin.getByText(`Order ${placed.orderId}: ${ksh(item.price)} as credit; the customer has been told.`)).toBeVisible();
  await adminContext.close();

  // The customer sees the credit on the account page, and the next checkout spends it.
  await page.goto('/customer-dashboard?tab=profile');
  await expect(page.getByTestId('credit-balance')).toHaveText(ksh(before + item.price));
  await page.goto('/store/kilimani-pizza-oven');
  await page.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('dialog', { name: /Your cart/ }).getByRole('button', { name: 'Check Out' }).click();
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(/Ksh/);
  await expect(checkout.getByTestId('checkout-credit')).toBeVisible();
  await checkout.getByRole('button', { name: 'Next' }).click();
  const creditLine = (await checkout.getByTestId('checkout-credit').textContent()) ?? '';
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);

  const number = decodeURIComponent(page.url().split('/orders/')[1]!);
  const mine = await call<{ _id: string; orderId: string; creditUsed: number }[] | { orders: { _id: string; orderId: string; creditUsed: number }[] }>(request, 'GET', '/api/orders/my-orders', customerToken);
  const list = Array.isArray(mine) ? mine : mine.orders;
  const next = list.find((o) => o.orderId === number)!;
  expect(next.creditUsed).toBeGreaterThan(0);
  expect(creditLine).toContain(ksh(next.creditUsed));
});
