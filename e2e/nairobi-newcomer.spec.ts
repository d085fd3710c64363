import { expect, test } from './fixtures/test.ts';

/** Issue 28: a newcomer in Nairobi finds 'unga' from a shop that delivers there, and orders it. */

test.use({ viewport: { width: 390, height: 844 } });

test("a Nairobi newcomer searches 'unga', finds it first from a duka that delivers there, and orders it", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const prompt = page.getByRole('region', { name: 'Where should we deliver?' });
  await prompt.getByRole('button', { name: 'Nairobi' }).click();
  await expect(page.getByRole('button', { name: /Delivering to Nairobi · change/ })).toBeVisible();

  await page.getByRole('combobox').fill('unga');
  await page.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/menu\?product=unga$/);
  // First come the shops that deliver to Nairobi: the duka's unga.
  await expect(page.getByTestId('product-card').first()).toContainText(/Unga wa (Ugali|Ngano)/, { timeout: 30_000 });
  await expect(page.getByTestId('product-card').first()).toContainText('Mama Wanjiru Duka');
  const first = page.getByTestId('product-card').filter({ hasText: 'Pembe Unga wa Ugali' });
  await page.screenshot({ path: 'test-results/nairobi-newcomer/search.png' });
  // Whatever is listed from a shop that does not deliver here says so instead of offering to add it.
  for (const card of await page.getByTestId('product-card').filter({ hasText: 'Does not deliver to Nairobi' }).all()) {
    await expect(card.getByRole('button', { name: /to cart$/ })).toHaveCount(0);
  }

  await first.getByRole('button', { name: /^Add Pembe Unga wa Ugali .* to cart$/ }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  const fee = cart.getByTestId('cart-delivery-fee');
  await expect(fee).toHaveText(/^Ksh [\d,]+\.\d\d$/, { timeout: 20_000 });
  const cartFee = (await fee.textContent())!;
  await cart.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('dialog', { name: 'Please Log In or Sign Up' }).getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Username, phone or business name').fill('wanjiku');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).not.toHaveURL(/sign-in/);
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  // Signed in, the checkout opens where it was left.
  await expect(checkout.getByText('Step 1 of 3')).toBeVisible({ timeout: 30_000 });
  await expect(checkout.getByTestId('delivery-place-label')).toHaveText(/^near /);
  await checkout.getByLabel(/^Landmark/).fill('Opposite Ngara Market');
  await page.screenshot({ path: 'test-results/nairobi-newcomer/checkout-place.png' });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(cartFee);
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
  await expect(page.getByText(/Pembe Unga wa Ugali/).first()).toBeVisible();
});
