import { expect, test } from '@playwright/test';
import { call, login } from './fixtures/api.ts';
import { signIn } from './fixtures/phones.ts';

/** Issue 28: one price from cart to door, and a paused shop's items cannot be added. */

test.use({ viewport: { width: 390, height: 844 } });

test('the cart and the checkout show the same delivery fee and the same total, from the same quote', async ({ page }) => {
  await signIn(page, 'wanjiku');
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/store/kilimani-pizza-oven');
  await page.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  const cartFee = cart.getByTestId('cart-delivery-fee');
  await expect(cartFee).toHaveText(/^Ksh [\d,]+\.\d\d$/, { timeout: 20_000 });
  const fee = (await cartFee.textContent())!;
  const total = (await cart.getByTestId('cart-total').textContent())!;
  const items = (await cart.getByTestId('cart-items-total').textContent())!;
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  // The total is the items and the fee together.
  expect(amount(total)).toBeCloseTo(amount(items) + amount(fee), 2);
  await page.screenshot({ path: 'test-results/one-price/cart.png' });

  await cart.getByRole('button', { name: 'Check Out' }).click();
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(fee);
  await expect(checkout.getByTestId('checkout-total')).toHaveText(total);
  await page.screenshot({ path: 'test-results/one-price/checkout.png' });
});

test("a paused shop's item cannot be added: its button says when the shop is back", async ({ page, request }) => {
  const token = await login(request, 'Kilimani Pizza Oven');
  const shop = await call<{ _id: string }>(request, 'GET', '/api/partner', token);
  await call(request, 'POST', `/api/partners/${shop._id}/pause`, token, { minutes: 30 });
  try {
    await page.goto('/store/kilimani-pizza-oven');
    const button = page.getByRole('button', { name: /^Chicken Wings cannot be added now: Paused · back in \d+ min$/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveText(/Paused · back in \d+ min/);
    await expect(page.getByRole('button', { name: 'Add Chicken Wings to cart' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/one-price/paused-shop.png' });
  } finally {
    const resumed = await request.delete(`/api/partners/${shop._id}/pause`, { headers: { authorization: `Bearer ${token}` } });
    expect(resumed.ok()).toBe(true);
  }
});
