import { expect, test } from './fixtures/test.ts';

test.setTimeout(120_000);

test('a first visit from Nakuru sees Nakuru shops first, far shops under Further away, and a warning about a far shop before step 3', async ({ page }) => {
  await page.goto('/');
  const prompt = page.getByRole('region', { name: 'Where should we deliver?' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose where to deliver' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Nakuru' }).click();

  await expect(page.getByRole('button', { name: /Delivering to Nakuru · change/ })).toBeVisible();
  await expect(prompt).toBeHidden();
  const near = page.getByRole('list', { name: 'Stores delivering to Nakuru' });
  await expect(near.getByRole('link')).toHaveText(['Nakuru Pet & Vet Supplies', 'Flamingo Bakery & Cafe', 'Menengai Fresh Grocers']);
  const further = page.getByRole('list', { name: 'Further away' });
  await expect(further.getByRole('link', { name: 'Kilimani Pizza Oven' })).toBeVisible();
  const farCard = further.getByRole('article').filter({ hasText: 'Kilimani Pizza Oven' });
  await expect(farCard.getByText(/^\d+(\.\d)? km · delivery Ksh \d{1,3}(,\d{3})*\.00$/)).toBeVisible();

  // The place is kept: a reload remembers it.
  await page.reload();
  await expect(page.getByRole('button', { name: /Delivering to Nakuru · change/ })).toBeVisible();

  // The menu lists products of shops delivering to Nakuru first.
  await page.goto('/menu');
  const firstCard = page.getByRole('list', { name: 'Products' }).getByTestId('product-card').first();
  await expect(firstCard).toContainText(/Menengai Fresh Grocers|Flamingo Bakery & Cafe|Nakuru Pet & Vet Supplies/);

  // A Mombasa burger in the cart: the cart says what delivery to Nakuru would cost, and why it is refused.
  await page.goto('/store/pwani-grill-and-burgers');
  await page.getByRole('button', { name: 'Add Classic Beef Burger to cart' }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart.getByText('Delivering to Nakuru')).toBeVisible();
  await expect(cart.getByText(/^This shop is \d+ km away: delivery Ksh \d{1,3}(,\d{3})*\.00$/)).toBeVisible();
  await expect(cart.getByText(/Pwani Grill & Burgers delivers within 10 km/)).toBeVisible();

  // Signed in, checkout warns on step 2, before payment.
  await cart.getByRole('button', { name: 'Check Out' }).click();
  await page.getByRole('dialog', { name: 'Please Log In or Sign Up' }).getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Username, phone or business name').fill('wanjiku');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(checkout.getByText('Step 1 of 3')).toBeVisible();
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByText('Step 2 of 3')).toBeVisible();
  await expect(checkout.getByText(/^This shop is \d+ km away: delivery Ksh \d{1,3}(,\d{3})*\.00$/)).toBeVisible();
  await expect(checkout.getByText(/Pwani Grill & Burgers delivers within 10 km/)).toBeVisible();
});
