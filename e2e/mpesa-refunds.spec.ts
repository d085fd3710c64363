import { expect, test, type Page } from '@playwright/test';
import { stubMapTiles, uniquePhone } from './fixtures/helpers.ts';

/** Money going back to the phone that paid by M-Pesa, with the development simulator (no money moves). */

test.beforeEach(async ({ page }) => {
  await stubMapTiles(page);
});

async function signIn(page: Page, identifier: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('a paid order the customer cancels is refunded to the paying phone, and the order page says so', async ({ page }) => {
  await signIn(page, 'wanjiku');
  await expect(page).not.toHaveURL(/sign-in/);
  const phone = uniquePhone();
  await page.goto('/store/kilimani-pizza-oven');
  await page.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('dialog', { name: /Your cart/ }).getByRole('button', { name: 'Check Out' }).click();
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(/Ksh/);
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByRole('radio', { name: /M-Pesa/ }).check();
  await checkout.getByLabel('M-Pesa phone number').fill(phone);
  const pay = checkout.getByRole('button', { name: /^Pay Ksh [\d,]+\.\d\d$/ });
  const amount = /Ksh ([\d,]+\.\d\d)/.exec((await pay.textContent()) ?? '')![1];
  await pay.click();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);

  await page.getByRole('region', { name: 'Test payment' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(page.getByText(`Refund of Ksh ${amount} sent to ${phone}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
});
