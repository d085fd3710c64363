import { expect, test } from './fixtures/test.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { latestMailTo, receivedMails, resetLinkIn, type OutboxMail } from './fixtures/outbox.ts';

test('a customer resets a forgotten password from the e-mailed link and logs in with the new one', async ({ page, request, baseURL }) => {
  const id = unique();
  const email = `reset${id}@gmail.com`;
  const signup = await request.post('/api/auth/userSignup', {
    data: {
      username: `reset${id}`,
      names: 'Njeri Wambui',
      email,
      phoneNumber: uniquePhone(),
      town: 'Nyeri',
      password: 'old-secret1',
      location: '-0.420130,36.947590',
    },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  // A customer is not asked which kind of account: that is the default.
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account with that email exists, a password reset link has been sent to it.')).toBeVisible();
  const checkMail = page.getByRole('link', { name: /Check Your Email/ });
  await expect(checkMail).toHaveAttribute('href', 'https://mail.google.com');
  await expect(checkMail).toHaveAttribute('target', '_blank');

  const link = resetLinkIn(await latestMailTo(request, email, 'reset the password'));
  expect(link.startsWith(`${baseURL}/password-reset?`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  // The link brought the token: there is no token field to look at.
  await expect(page.getByLabel('Reset token')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('new-secret2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-secret2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-secret3');
  await page.getByLabel('Confirm new password', { exact: true }).fill('third-secret3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has already been used. Please request a new one.');

  await page.goto('/sign-in');
  await page.getByLabel('Username, phone or business name').fill(`reset${id}`);
  await page.getByLabel('Password', { exact: true }).fill('old-secret1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('new-secret2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
});

test('a driver resets a forgotten password and logs in from the driver page', async ({ page, request }) => {
  const id = unique();
  const email = `driver${id}@example.com`;
  const signup = await request.post('/api/driver/signup', {
    data: {
      username: `dereva${id}`,
      email,
      phoneNumber: uniquePhone(),
      password: 'old-secret1',
      nationalId: `3${id}`,
      driverLicenseNumber: `DL${id}`,
      plateNumber: `KDB ${id.slice(-3)}R`,
    },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/driver-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/driver\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('link', { name: /Check Your Email/ })).toHaveAttribute('href', 'mailto:');

  await page.goto(resetLinkIn(await latestMailTo(request, email, 'reset the password')));
  await page.getByLabel('New password', { exact: true }).fill('new-secret2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-secret2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/driver-signup$/);

  await page.getByRole('link', { name: 'Log in' }).click();
  // The sign-up form also has a Username field: wait for the login page before typing.
  await expect(page.getByRole('heading', { name: 'Driver login' })).toBeVisible();
  await page.getByLabel('Username').fill(`dereva${id}`);
  await page.getByLabel('Password', { exact: true }).fill('new-secret2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('driverToken'))).toBeTruthy();
});

test('a visitor sends a message to the operator from the footer', async ({ page, request }) => {
  const id = unique();
  const words = `Please add a butcher in Nyeri (${id}).`;
  await page.goto('/');
  // The form loads as the footer comes near the screen, as it does for a visitor scrolling down.
  await page.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Your email').fill(`visitor${id}@example.com`);
  await form.getByLabel('Message').fill(words);
  await expect(form.getByText(`${words.length} / 5,000 characters`)).toBeVisible();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Email sent successfully!')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');

  let mail: OutboxMail | undefined;
  await expect.poll(async () => (mail = (await receivedMails(request)).find((m) => m.text.includes(words)))).toBeTruthy();
  expect(mail?.replyTo).toBe(`visitor${id}@example.com`);
  expect(mail?.to).not.toBe(`visitor${id}@example.com`);
});
