import { expect, test } from './fixtures/test.ts';
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

test('a customer who signs up on a phone in Kiswahili gets the verification mail in Kiswahili, and the account keeps Kiswahili', async ({ browser, request }) => {
  const context = await browser.newContext({ locale: 'sw-KE' });
  const page = await context.newPage();
  const id = unique();
  const email = `swahili${id}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Jina la mtumiaji').fill(`wanjiru${id}`);
  await page.getByLabel('Jina kamili').fill('Wanjiru Kamau');
  await page.getByLabel('Barua pepe').fill(email);
  await page.getByLabel('Namba ya simu').fill(uniquePhone());
  await page.getByLabel('Nenosiri', { exact: true }).fill('secret123');
  await page.getByRole('group', { name: 'Tukuletee wapi?' }).getByRole('button', { name: 'Nakuru' }).click();
  await page.getByRole('button', { name: 'Jisajili' }).click();
  await expect(page.getByText('Umejisajili!')).toBeVisible();

  const mail = await latestMailTo(request, email, 'verify-email?token=');
  expect(mail.subject).toBe('Thibitisha anwani yako ya barua pepe ya Sokoni');
  expect(mail.text).toContain(`Tafadhali thibitisha kuwa ${email} ni anwani ya barua pepe ya akaunti yako ya mteja ya Sokoni.`);
  const token = await page.evaluate(() => localStorage.getItem('userToken'));
  const language = await request.get('/api/me/language', { headers: { authorization: `Bearer ${token}` } });
  expect(await language.json()).toEqual({ language: 'sw' });
  await context.close();
});
