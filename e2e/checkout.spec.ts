import { expect, test } from './fixtures/test.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';

test('a visitor fills a cart from two shops, signs in at checkout, comes back to it and places a cash order', async ({ page }) => {
  await page.goto('/store/kilimani-pizza-oven');
  await page.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
  await page.goto('/store/biashara-street-fashions');
  await page.getByRole('button', { name: 'Add Beaded Necklace to cart' }).click();

  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  await expect(cart.getByText('Log in to set your delivery address')).toBeVisible();
  await expect(cart.getByText('Kilimani Pizza Oven')).toBeVisible();
  await expect(cart.getByText('Biashara Street Fashions')).toBeVisible();
  await cart.getByRole('button', { name: 'Check Out' }).click();

  const prompt = page.getByRole('dialog', { name: 'Please Log In or Sign Up' });
  await expect(prompt).toContainText('You need to be logged in to perform this action.');
  await prompt.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel('Username, phone or business name').fill('wanjiku');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  const quoted = page.waitForResponse((r) => r.url().endsWith('/api/delivery/quote') && r.ok());
  await page.getByRole('button', { name: 'Log In' }).click();

  // Back on the store page, the checkout opens by itself with the profile's address.
  await expect(page).toHaveURL(/\/store\/biashara-street-fashions$/);
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByText('Step 1 of 3')).toBeVisible();
  await expect(checkout.getByLabel('Town')).toHaveValue('Nairobi');

  const { fee } = (await (await quoted).json()) as { fee: number };
  expect(fee).toBeGreaterThan(100);
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByText('Step 2 of 3')).toBeVisible();
  await expect(checkout.getByRole('radio', { name: /Platform delivery/ })).toBeChecked();
  const shownFee = `Ksh ${fee.toLocaleString('en-KE', { minimumFractionDigits: 2 })}`;
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(shownFee);

  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByText('Step 3 of 3')).toBeVisible();
  await expect(checkout.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await checkout.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByText('Order placed!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
  const orderId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: /^Thank you! Your order is/ })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByText('Cash on Delivery (COD)')).toBeVisible();
  // The fee is written like every other amount now, so it shows in the summary and the order's lines.
  await expect(page.getByText(`Ksh ${fee.toLocaleString('en-KE', { minimumFractionDigits: 2 })}`).first()).toBeVisible();
  await expect(page.getByText('1 x Ksh 550.00')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pending' })).toBeDisabled();
});

test('a customer signs up by clicking the map to pin their home', async ({ page }) => {
  const id = unique();
  await page.goto('/signup');
  await page.getByLabel('Username').fill(`akinyi${id}`);
  await page.getByLabel('Full name').fill('Akinyi Otieno');
  await page.getByLabel('Email').fill(`akinyi${id}@example.com`);
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Another town or area').fill('Kisumu');
  await page.getByRole('button', { name: 'Choose' }).click();
  await expect(page.getByText('Delivering to Kisumu')).toBeVisible();

  // The map under 'Pin your door' is centred on the town; a click drops the pin in Kisumu and names the place.
  await page.getByText('Pin your door on a map (optional)').click();
  const map = page.getByTestId('map-picker');
  const location = page.getByLabel('Delivery point');
  await expect(async () => {
    await map.click({ position: { x: 120, y: 150 } });
    await expect(location).toHaveValue(/^-?0\.\d{6},34\.\d{6}$/, { timeout: 1000 });
  }).toPass();
  await expect(page.getByText('near Kisumu')).toBeVisible();
  await expect(page.getByText(/GeoNames/)).toBeVisible();
  const pinned = await location.inputValue();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as { location?: string; town?: string };
  expect(stored.town).toBe('Kisumu');
  expect(stored.location).toBe(pinned);
});
