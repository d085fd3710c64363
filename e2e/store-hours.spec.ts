import { expect, test } from './fixtures/test.ts';
import { unique, uniquePhone } from './fixtures/helpers.ts';

test('a store saves its hours and pauses new orders; visitors see it paused on its page', async ({ page, browser, request }) => {
  const id = unique();
  const storeName = `Pilau Corner ${id}`;
  const signup = await request.post('/api/signup', {
    multipart: {
      businessName: storeName, businessType: 'Food', contactNumber: uniquePhone(), email: `pilau${id}@example.com`,
      idNumber: `5${id}`, town: 'Nairobi', location: '-1.2833,36.8167', password: 'secret123',
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { token, partner } = (await signup.json()) as { token: string; partner: { slug: string } };
  await page.addInitScript(([t, p]) => {
    localStorage.setItem('partnerToken', t);
    localStorage.setItem('partnerDetails', p);
  }, [token, JSON.stringify(partner)] as const);

  await page.goto('/dashboard?tab=hours');
  await expect(page.getByRole('heading', { name: 'Opening hours (Nairobi time)' })).toBeVisible();
  await page.getByRole('button', { name: 'Every day 8-22' }).click();
  await expect(page.getByLabel('Sunday closes')).toHaveValue('22:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Hours saved.')).toBeVisible();

  await page.getByLabel(/Reason/).fill('Kitchen full');
  await page.getByRole('button', { name: 'Pause 15 min' }).click();
  await expect(page.getByRole('button', { name: 'Resume orders now' })).toBeVisible();
  await expect(page.getByText('Reason: Kitchen full')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/store/${partner.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await expect(visitor.getByTestId('store-status')).toHaveText(/^Paused · (back in 1[45] min|opens .+)$/);

  await page.getByRole('button', { name: 'Resume orders now' }).click();
  await expect(page.getByRole('button', { name: 'Pause 15 min' })).toBeVisible();
  await visitor.close();
});
