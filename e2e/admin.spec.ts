import { expect, test, type Page } from './fixtures/test.ts';
import { openSection, signInAsAdmin, signUpDriver } from './fixtures/admin.ts';
import { unique } from './fixtures/helpers.ts';

/** A demo store no other journey relies on; it is suspended and reinstated here. */
const STORE = 'Highland Kids Toys';

/** The landing's 'Most Trusted Stores' grid, every page of it. */
async function landingStoreNames(page: Page): Promise<string[]> {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Most Trusted Stores' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  const more = grid.getByRole('button', { name: 'Show more stores' });
  while (await more.isVisible()) {
    const count = await grid.getByRole('article').count();
    await more.click();
    await expect.poll(() => grid.getByRole('article').count()).toBeGreaterThan(count);
  }
  return grid.getByRole('heading', { level: 3 }).allTextContents();
}

/** Part of the store's name typed in the landing search box: is the store among the suggestions? */
async function expectSearchSuggestsStore(page: Page, present: boolean) {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products, stores and categories' }).fill('Highland Kid');
  if (present) {
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: STORE })).toBeVisible();
  } else {
    // The answer has settled (a list without it, or 'No results found') before looking for the store.
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).or(page.getByRole('status').filter({ hasText: 'No results found' }))).toBeVisible();
    await expect(page.getByRole('option', { name: STORE })).toHaveCount(0);
  }
}

test('the admin sees the overview with its chart', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders placed' }).getByText('Today')).toBeVisible();
  await expect(page.getByText('Driver payouts (80%)')).toBeVisible();
  // The chart library loads on its own and draws an SVG with one bar group and one line.
  const chart = page.getByTestId('orders-chart');
  await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar')).toHaveCount(1);
  await expect(chart.locator('.recharts-line')).toHaveCount(1);
  await expect(chart.getByText('Orders', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Web Vitals (p75)' })).toBeVisible();
});

test('the admin suspends a store with a reason, it leaves the landing grid and search, then is reinstated', async ({ page }) => {
  // Walks the whole landing grid three times and the search twice: longer than one ordinary journey.
  test.setTimeout(120_000);
  expect(await landingStoreNames(page)).toContain(STORE);

  await signInAsAdmin(page);
  await openSection(page, 'Partners');
  await page.getByRole('searchbox', { name: 'Search stores' }).fill('Highland');
  await page.getByRole('button', { name: `${STORE}: open details` }).click();
  const drawer = page.getByRole('dialog', { name: STORE });
  await expect(drawer.getByText('Toy Shop · Eldoret')).toBeVisible();

  await drawer.getByRole('button', { name: 'Suspend' }).click();
  const prompt = page.getByRole('dialog', { name: `Suspend ${STORE}?` });
  await prompt.getByRole('button', { name: 'Suspend store' }).click();
  await expect(prompt.getByText('Please give a reason: the account holder is shown it.')).toBeVisible();
  await prompt.getByLabel('Reason').fill('Licence expired; send a current one to reopen.');
  await prompt.getByRole('button', { name: 'Suspend store' }).click();
  await expect(page.getByText('Store suspended.')).toBeVisible();
  await expect(prompt).toBeHidden();
  await expect(drawer.getByText(/Suspended: Licence expired/)).toBeVisible();

  expect(await landingStoreNames(page)).not.toContain(STORE);
  await expectSearchSuggestsStore(page, false);

  await page.goto('/superuserdashboard?section=partners');
  await page.getByRole('group', { name: 'Store status' }).getByRole('button', { name: 'Suspended' }).click();
  await page.getByRole('button', { name: `${STORE}: open details` }).click();
  await page.getByRole('dialog', { name: STORE }).getByRole('button', { name: 'Reinstate' }).click();
  const reinstate = page.getByRole('dialog', { name: `Reinstate ${STORE}?` });
  await reinstate.getByLabel('Reason').fill('Current permit received.');
  await reinstate.getByRole('button', { name: 'Reinstate store' }).click();
  await expect(page.getByText('Store reinstated.')).toBeVisible();

  expect(await landingStoreNames(page)).toContain(STORE);
  await expectSearchSuggestsStore(page, true);

  // Both decisions are in the audit log with their reasons.
  await page.goto('/superuserdashboard?section=audit');
  await expect(page.getByText('Suspended store').first()).toBeVisible();
  await expect(page.getByText('“Licence expired; send a current one to reopen.”')).toBeVisible();
  await expect(page.getByText('“Current permit received.”')).toBeVisible();
});

test('the admin approves a driver who signed up through the API', async ({ page, request }) => {
  const username = `mutua${unique()}`;
  const driverToken = await signUpDriver(request, username);

  await signInAsAdmin(page);
  await openSection(page, 'Drivers');
  await expect(page.getByRole('group', { name: 'Verification status' }).getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name: username });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Driver approved.')).toBeVisible();
  await expect(card).toBeHidden();

  const profile = await request.get('/api/driver/profile', { headers: { authorization: `Bearer ${driverToken}` } });
  expect(((await profile.json()) as { verificationStatus: string }).verificationStatus).toBe('Approved');
});

test('the admin adds a storefront marquee message and the storefront shows it', async ({ page }) => {
  const message = `Free delivery this weekend in Eldoret ${unique()}`;
  await signInAsAdmin(page);
  await openSection(page, 'Promotions');
  const marquee = page.getByRole('region', { name: 'Storefront marquee' });
  await marquee.getByRole('button', { name: 'Add message' }).click();
  const fields = marquee.getByRole('textbox');
  await fields.last().fill(message);
  await page.getByRole('button', { name: 'Save promotions' }).click();
  await expect(page.getByText('Promotions saved. Visitors see them on their next visit.')).toBeVisible();

  await page.goto('/menu');
  await expect(page.getByRole('region', { name: 'Promotions' }).getByText(message).first()).toBeAttached();
});
