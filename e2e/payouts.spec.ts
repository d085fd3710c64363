import { expect, test } from './fixtures/test.ts';
import { call, login } from './fixtures/api.ts';
import { openSection, signInAsAdmin, signUpDriver } from './fixtures/admin.ts';
import { unique } from './fixtures/helpers.ts';

test("the admin pays a rider by M-Pesa from the Money section, sees it paid, and 'Pay all due' asks first", async ({ page, request }) => {
  const adminToken = await login(request, 'Sokoni Admin');
  const name = `payee${unique()}`;
  await signUpDriver(request, name);
  const drivers = await call<{ items: { _id: string; username: string }[] }>(request, 'GET', `/api/admin/drivers?q=${name}`, adminToken);
  const riderId = drivers.items.find((d) => d.username === name)!._id;
  await call(request, 'POST', '/api/admin/ledger/adjustments', adminToken, { accountKind: 'driver', accountId: riderId, amount: 1250.5, reason: 'Journey: earnings to pay out' });
  // A second rider due more than PAYOUT_MINIMUM, for 'Pay all due'.
  const other = `payee${unique()}`;
  await signUpDriver(request, other);
  const otherId = (await call<{ items: { _id: string; username: string }[] }>(request, 'GET', `/api/admin/drivers?q=${other}`, adminToken)).items.find((d) => d.username === other)!._id;
  await call(request, 'POST', '/api/admin/ledger/adjustments', adminToken, { accountKind: 'driver', accountId: otherId, amount: 300, reason: 'Journey: earnings to pay out' });

  await signInAsAdmin(page);
  await openSection(page, 'Money');
  await page.getByLabel('Search balances').fill(name);
  const row = page.getByRole('list', { name: 'Balances' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Ksh 1,250.50');
  await row.getByRole('button', { name: `Pay ${name} by M-Pesa` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay ${name} by M-Pesa?` });
  await dialog.getByRole('button', { name: 'Pay Ksh 1,250.00' }).click();
  await expect(dialog).toBeHidden();

  // The simulator answers like Daraja: the result comes back by itself and the history follows it.
  const payout = page.getByRole('list', { name: 'Payouts' }).getByRole('listitem').filter({ hasText: name }).first();
  await expect(payout.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(payout).toContainText('Ksh 1,250.00');
  await page.screenshot({ path: test.info().outputPath('money-after-pay.png'), fullPage: true });

  await page.getByLabel('Search balances').fill('');
  await page.getByRole('button', { name: 'Pay all due' }).click();
  const all = page.getByRole('dialog', { name: 'Pay all due by M-Pesa?' });
  await expect(all.getByRole('list', { name: 'Payouts to send' })).toContainText(other);
  await expect(all.getByRole('list', { name: 'Payouts to send' })).not.toContainText(name);
  await page.screenshot({ path: test.info().outputPath('pay-all-due.png') });
  await all.getByRole('button', { name: 'Back' }).click();
  await expect(all).toBeHidden();
});
