import { expect, test, type Page } from './fixtures/test.ts';
import { uniquePhone } from './fixtures/helpers.ts';
import { openTab } from './fixtures/vendor.ts';
import { toMpesaPayment } from './fixtures/checkout.ts';
import { anotherPhone, closePhones, signIn } from './fixtures/phones.ts';

/** Paying by M-Pesa with the development simulator's test phone (no money moves). */

test.afterEach(closePhones);

/** The customer buys one Chicken Wings by M-Pesa on `phone`; answers the order number. */
async function checkOutByMpesa(page: Page, phone: string): Promise<string> {
  const checkout = await toMpesaPayment(page, phone);
  await checkout.getByRole('button', { name: /^Pay Ksh [\d,]+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
  return page.url().split('/').pop()!;
}

test('a customer pays by M-Pesa; the shop hears of the order only once it is approved on the phone', async ({ page, browser }) => {
  const shop = await anotherPhone(browser);
  // The bell counts unread notifications once they have loaded.
  const loaded = shop.waitForResponse((r) => r.url().includes('/api/partner-notifications/'));
  await signIn(shop, 'Kilimani Pizza Oven');
  await expect(shop).toHaveURL(/\/dashboard$/);
  await loaded;
  const bell = shop.getByRole('button', { name: /^Notifications/ }).first();
  const unreadOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unreadOf();

  await signIn(page, 'wanjiku');
  await expect(page).not.toHaveURL(/sign-in/);
  const orderNumber = await checkOutByMpesa(page, uniquePhone());
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeVisible();
  await expect(page.getByText(/Time left to pay: \d+:\d\d/)).toBeVisible();
  const testPhone = page.getByRole('region', { name: 'Test payment' });
  await expect(testPhone.getByText('Test payment — no money moves')).toBeVisible();

  // Nothing reaches the shop while the customer has not paid.
  const reloaded = shop.waitForResponse((r) => r.url().includes('/api/partner-notifications/'));
  await shop.reload();
  await reloaded;
  await openTab(shop, 'Orders');
  await expect(shop.getByRole('article', { name: `Order ${orderNumber}` })).toHaveCount(0);
  await expect.poll(unreadOf).toBe(before);

  await testPhone.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('M-Pesa receipt')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toHaveCount(0);

  await expect.poll(unreadOf, { timeout: 20_000 }).toBe(before + 1);
  await expect(shop.getByRole('article', { name: `Order ${orderNumber}` })).toBeVisible();
  await shop.context().close();
});

test('a payment cancelled on the phone is tried again, then switched to cash on delivery', async ({ page }) => {
  await signIn(page, 'wanjiku');
  await expect(page).not.toHaveURL(/sign-in/);
  await checkOutByMpesa(page, uniquePhone());
  await page.getByRole('region', { name: 'Test payment' }).getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The payment was cancelled on the phone.')).toBeVisible();

  // Try again, to another number: a new prompt, a new test phone.
  await page.getByRole('button', { name: 'Use another number' }).click();
  const other = uniquePhone();
  await page.getByLabel('M-Pesa phone number').fill(other);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeVisible();
  await page.getByRole('region', { name: 'Test payment' }).getByRole('button', { name: 'Wrong PIN' }).click();
  await expect(page.getByText('The M-Pesa PIN entered was wrong.')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  await expect(page.getByText('You will pay cash on delivery.')).toBeVisible();
  await expect(page.getByText('Cash on Delivery (COD)')).toBeVisible();
  await expect(page.getByText('Pay on delivery')).toBeVisible();
  await expect(page.getByRole('region', { name: 'M-Pesa payment' })).toHaveCount(0);
});
