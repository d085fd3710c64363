import { expect, test } from './fixtures/test.ts';
import { uniquePhone } from './fixtures/helpers.ts';
import { toMpesaPayment } from './fixtures/checkout.ts';
import { signIn } from './fixtures/phones.ts';

/** Money going back to the phone that paid by M-Pesa, with the development simulator (no money moves). */

test('a paid order the customer cancels is refunded to the paying phone, and the order page says so', async ({ page }) => {
  await signIn(page, 'wanjiku');
  await expect(page).not.toHaveURL(/sign-in/);
  const phone = uniquePhone();
  const checkout = await toMpesaPayment(page, phone);
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
