import { expect, test, type Page } from './fixtures/test.ts';
import { call, login } from './fixtures/api.ts';

const SHOTS = 'test-results/product-options';

/** A phone signed in as the demo customer or the demo pizzeria, in the given language, before any page loads. */
async function signIn(page: Page, entries: Record<string, string>, language: 'en' | 'sw') {
  await page.addInitScript(
    ([values, lang]) => {
      if (sessionStorage.getItem('journey-started')) return;
      sessionStorage.setItem('journey-started', '1');
      localStorage.setItem('sokoni.language', lang);
      localStorage.setItem('partnerDesktopAlertsAsked', 'later');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    },
    [entries, language] as const,
  );
}

test.use({ viewport: { width: 390, height: 844 } });

test('a customer orders a Large pizza with extra cheese and a Medium one without, and the shop sees both lines with their choices', async ({ page, request, browser }) => {
  test.slow();
  const customer = await call<{ token: string; user: unknown }>(request, 'POST', '/api/login', undefined, { identifier: 'wanjiku', password: 'sokoni123' });
  await signIn(page, { user: JSON.stringify(customer.user), userToken: customer.token }, 'en');

  await page.goto('/store/kilimani-pizza-oven');
  // A pizza with sizes is chosen in its dialog: the card's button opens it.
  await page.getByRole('button', { name: 'Choose options for Margherita Pizza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Margherita Pizza' });
  const size = dialog.getByRole('group', { name: /^Size/ });
  const extras = dialog.getByRole('group', { name: /^Extras/ });
  await expect(dialog.getByRole('button', { name: 'Choose Size' })).toBeDisabled();
  await expect(dialog.getByTestId('price')).toHaveText('Ksh 599.00');

  await size.getByRole('radio', { name: /Large/ }).check();
  await extras.getByRole('checkbox', { name: /Extra cheese/ }).check();
  await expect(dialog.getByTestId('price')).toHaveText('Ksh 1,099.00');
  await page.screenshot({ path: `${SHOTS}/product-dialog-en.png` });
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Margherita Pizza added to your cart')).toBeVisible();

  await size.getByRole('radio', { name: /Medium/ }).check();
  await expect(dialog.getByTestId('price')).toHaveText('Ksh 599.00');
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Open cart, 2 items/ }).click();
  const cart = page.getByRole('dialog', { name: /Your cart/ });
  const lines = cart.getByRole('listitem').filter({ hasText: 'Margherita Pizza' });
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Size: Large · Extras: Extra cheese');
  await expect(lines.nth(0).getByTestId('cart-line-total')).toHaveText('Ksh 1,099.00');
  await expect(lines.nth(1)).toContainText('Size: Medium');
  await expect(lines.nth(1).getByTestId('cart-line-total')).toHaveText('Ksh 599.00');
  await page.screenshot({ path: `${SHOTS}/cart-en.png` });

  await cart.getByRole('button', { name: 'Check Out' }).click();
  const checkout = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await expect(checkout.getByText('Size: Large · Extras: Extra cheese')).toBeVisible();
  await expect(checkout.getByTestId('checkout-fee')).toHaveText(/Ksh/);
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/SKN-\d{8}-\d{6}$/);
  const orderId = page.url().split('/').pop()!;
  // The customer's order page lists both lines with what was chosen.
  await expect(page.getByText('Size: Large · Extras: Extra cheese')).toBeVisible();
  await expect(page.getByText('1 x Ksh 1,099.00')).toBeVisible();

  // The shop's phone: the new order's card shows both pizzas with their choices.
  const shopToken = await login(request, 'Kilimani Pizza Oven');
  const partner = await call<unknown>(request, 'GET', '/api/partner', shopToken);
  for (const language of ['en', 'sw'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shop = await context.newPage();
    await signIn(shop, { partnerToken: shopToken, partnerDetails: JSON.stringify(partner) }, language);
    await shop.goto('/dashboard');
    const card = shop.getByRole('article', { name: `${language === 'en' ? 'Order' : 'Oda'} ${orderId}` });
    // The first screen in a language loads its words too: on a busy machine that takes a while.
    await expect(card.getByRole('listitem').filter({ hasText: '1 × Margherita Pizza' })).toHaveCount(2, { timeout: 30_000 });
    await expect(card.getByText('Size: Large · Extras: Extra cheese')).toBeVisible();
    await expect(card.getByText('Size: Medium', { exact: true })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shop.screenshot({ path: `${SHOTS}/shop-order-card-${language}.png` });
    await context.close();
  }
});

test('the product dialog and the cart in Kiswahili', async ({ page, request }) => {
  test.slow();
  const customer = await call<{ token: string; user: unknown }>(request, 'POST', '/api/login', undefined, { identifier: 'wanjiku', password: 'sokoni123' });
  await signIn(page, { user: JSON.stringify(customer.user), userToken: customer.token }, 'sw');
  await page.goto('/store/kilimani-pizza-oven');
  await page.getByRole('button', { name: 'Chagua machaguo ya Pepperoni Pizza' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pepperoni Pizza' });
  await expect(dialog.getByRole('button', { name: 'Chagua Size' })).toBeDisabled();
  await dialog.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: /Large/ }).check();
  await dialog.getByRole('group', { name: /^Extras/ }).getByRole('checkbox', { name: /Olives/ }).check();
  await expect(dialog.getByTestId('price')).toHaveText('Ksh 1,530.00');
  await page.screenshot({ path: `${SHOTS}/product-dialog-sw.png` });
  await dialog.getByRole('button', { name: 'Weka kwenye kikapu' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Fungua kikapu/ }).click();
  const cart = page.getByRole('dialog', { name: /Kikapu chako/ });
  await expect(cart.getByText('Size: Large · Extras: Olives')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cart-sw.png` });
});
