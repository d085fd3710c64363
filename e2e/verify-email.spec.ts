import { expect, test } from '@playwright/test';
import { unique, uniquePhone } from './fixtures/helpers.ts';
import { latestMailTo } from './fixtures/outbox.ts';

test('a new customer opens the e-mailed verification link and the address counts as verified, once', async ({ page, request }) => {
  const id = unique();
  const email = `verify${id}@example.com`;
  const signup = await request.post('/api/auth/userSignup', {
    data: { username: `verify${id}`, names: 'Akinyi Verify', email, phoneNumber: uniquePhone(), town: 'Kisumu', password: 'lake-view-42', location: '-0.091702,34.767956' },
  });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;

  const mail = await latestMailTo(request, email, 'verify-email?token=');
  expect(mail.subject).toBe('Confirm your Sokoni e-mail address');
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByText('Your e-mail address is verified. Thank you!')).toBeVisible();

  const status = await request.get('/api/auth/email-verification', { headers: { authorization: `Bearer ${token}` } });
  expect(await status.json()).toEqual({ email, verified: true });

  // The link works once.
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('This verification link has already been used.');
});
