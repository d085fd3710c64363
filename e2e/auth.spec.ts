import { expect, test } from './fixtures/test.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';

test('a customer signs up, logs out, and logs back in with the phone number', async ({ page }) => {
  const id = unique();
  const phone = uniquePhone();
  await page.goto('/');
  await page.getByRole('link', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/account-type-selection$/);
  await page.goto('/signup');

  await page.getByLabel('Username').fill(`amani${id}`);
  await page.getByLabel('Full name').fill('Amani Mwangi');
  await page.getByLabel('Email').fill(`amani${id}@example.com`);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  // The place is a town tap: nobody types coordinates.
  await page.getByRole('group', { name: 'Where should we deliver?' }).getByRole('button', { name: 'Nakuru' }).click();
  await expect(page.getByText('Delivering to Nakuru')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Signup successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill(`+254${phone.slice(1)}`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}').username).toBe(`amani${id}`);
});

test('a vendor signs up and lands on the dashboard', async ({ page }) => {
  const id = unique();
  await page.goto('/sign-up-sign-in');
  await expect(page.getByRole('heading', { name: 'Create Store Account' })).toBeVisible();
  await page.getByLabel('Business name').fill(`Duka la Mama ${id}`);
  await page.getByLabel('Business type').fill('Groceries');
  await page.getByLabel('Contact number').fill(uniquePhone());
  await page.getByLabel('Email').fill(`duka${id}@example.com`);
  await page.getByLabel('ID number').fill(`3${id}`);
  await page.getByLabel('Town').fill('Kisumu');
  await page.getByLabel(/Store location/).first().fill('-0.091702,34.767956');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Create Store Account' }).click();
  await expect(page.getByText('Sign up Successful, Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('partnerToken'))).toBeTruthy();
});

test('a driver signs up and lands on profile setup', async ({ page }) => {
  const id = unique();
  await page.goto('/driver-signup');
  await page.getByLabel('Username').fill(`kamau${id}`);
  await page.getByLabel('Full name').fill('Kamau Njoroge');
  await page.getByLabel(/Phone/).first().fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('National ID').fill(`2${id}`);
  await page.getByLabel('Driver license number').fill(`DL${id}`);
  await page.getByLabel('Plate number').fill(`KMD ${id.slice(-3)}X`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Driver signed up successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/driver\/profile-setup$/);
  expect(await page.evaluate(() => localStorage.getItem('driverToken'))).toBeTruthy();
});

test('the admin logs in and lands on the superuser dashboard', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill('Sokoni Admin');
  await page.getByLabel('Password', { exact: true }).fill('sokoni123');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/superuserdashboard$/);
});

test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill('wanjiku');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});
