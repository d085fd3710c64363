import { expect, test } from './fixtures/test.ts';

// A phone whose browser asks to save data: every request carries Save-Data: on.
test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

test('with Save-Data, the menu shows compact cards, fetches no picture until one is tapped and loads nothing ahead; the header turns it off', async ({ page }) => {
  const pictures: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/uploads/')) pictures.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  await page.goto('/menu');
  const cards = page.getByRole('list', { name: 'Products' }).getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute('data-compact', 'true');
  await page.waitForLoadState('networkidle');
  expect(await cards.count()).toBeGreaterThan(1);
  expect(pictures).toEqual([]);
  // Nothing fetched ahead of need: neither the product and store dialogs nor the footer's form.
  expect(scripts.filter((url) => /product-details-modal|store-details-modal|contact-form/.test(url))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Write to us' })).toBeVisible();

  // One tap, one picture.
  await cards.first().getByRole('button', { name: 'Show picture' }).click();
  await expect(cards.first().locator('img')).toBeVisible();
  expect(pictures).toHaveLength(1);

  // The header's settings say why, and turn it off: the pictures come.
  await page.getByRole('button', { name: 'Settings' }).click();
  const saver = page.getByRole('switch', { name: /Data saver/ });
  await expect(saver).toBeChecked();
  await saver.uncheck();
  await page.keyboard.press('Escape');
  await expect(cards.nth(1).locator('img')).toBeVisible();
  await expect.poll(() => pictures.length).toBeGreaterThan(1);

  // The choice is kept on the device, over what the browser asks.
  await page.reload();
  await expect(cards.first().locator('img')).toBeVisible();
  await expect(cards.first()).not.toHaveAttribute('data-compact', 'true');
});
