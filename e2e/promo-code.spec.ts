import { expect, test, type Browser, type Page } from './fixtures/test.ts';
import { signInAsAdmin, openSection } from './fixtures/admin.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';

/** The customer on a phone of their own: separate storage from the admin's. */
async function newPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  return page;
}

test('the admin creates a first-order code; a new customer uses it on their first order and sees the discount', async ({ page, browser, request, baseURL }) => {
  const code = `KARIBU${unique().slice(-6)}`;

  // The admin creates the code in the console.
  await signInAsAdmin(page);
  await openSection(page, 'Promos');
  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('dialog', { name: 'New promo code' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Discount', { exact: true }).selectOption('fixed');
  await form.getByLabel('Amount (Ksh)').fill('100');
  await form.getByLabel('First order only').check();
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Ksh 100.00 off');
  await expect(row).toContainText('First order only');
  await expect(row).toContainText('0 used');

  // A brand-new customer.
  const username = `wairimu${unique()}`;
  const signup = await request.post('/api/auth/userSignup', {
    data: { username, names: 'Wairimu Kamau', email: `${username}@example.com`, phoneNumber: uniquePhone(), town: 'Nairobi', password: 'secret123', location: '-1.2921,36.8219' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const customer = await newPhone(browser, baseURL);
  await customer.goto('/sign-in');
  await customer.getByLabel('Username, phone or business name').fill(username);
  await customer.getByLabel('Password', { exact: true }).fill('secret123');
  await customer.getByRole('button', { name: 'Log In' }).click();
  await expect(customer).toHaveURL(/\/$/);

  await customer.goto('/store/kilimani-pizza-oven');
  await customer.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
  await customer.getByRole('button', { name: /^Open cart/ }).click();
  await customer.getByRole('dialog', { name: /Your cart/ }).getByRole('button', { name: 'Check Out' }).click();
  const checkout = customer.getByRole('dialog', { name: 'Confirm Your Order' });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(/^Ksh /);
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByText('Step 3 of 3')).toBeVisible();

  // The code, typed in lower case, takes Ksh 100 off the total.
  const before = await checkout.getByTestId('checkout-total').innerText();
  await checkout.getByLabel('Promo code').fill(code.toLowerCase());
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText(`${code} applied: Ksh 100.00 off your items`)).toBeVisible();
  await expect(checkout.getByTestId('checkout-discount')).toHaveText('−Ksh 100.00');
  const total = await checkout.getByTestId('checkout-total').innerText();
  const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(amount(before) - amount(total)).toBeCloseTo(100, 2);

  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(customer).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
  await expect(customer.getByText(`Promo (${code})`)).toBeVisible();
  await expect(customer.getByText('−Ksh 100.00')).toBeVisible();
  await expect(customer.getByText(total, { exact: true })).toBeVisible();

  // It was their first order: the code does not apply to a second one.
  await customer.goto('/store/kilimani-pizza-oven');
  await customer.getByRole('button', { name: 'Add Chicken Wings to cart' }).click();
  await customer.getByRole('button', { name: /^Open cart/ }).click();
  await customer.getByRole('dialog', { name: /Your cart/ }).getByRole('button', { name: 'Check Out' }).click();
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByLabel('Promo code').fill(code);
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(checkout.getByText(`${code} is for a first order only.`)).toBeVisible();
  await customer.context().close();

  // The console counts the use.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: code })).toContainText('1 used');
});
