import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart, type CartProduct } from '../../../lib/cart.ts';
import { closeCheckout, openCheckout } from '../../../lib/checkout-launcher.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch, type RouteHandler } from '../../../test/fetch-routes.ts';
import { TEST_CUSTOMER } from '../../../test/customer.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CheckoutHost } from './checkout-host.tsx';

const product: CartProduct = {
  _id: 'a'.repeat(24),
  name: 'Chicken Wings',
  price: 500,
  discountedPrice: 0,
  primaryImage: null,
  unit: 'pcs',
  inventory: 10,
  shop: { _id: 'b'.repeat(24), shopName: 'Kilimani Pizza Oven', town: 'Nairobi' },
};
const quote = { fee: 100, option: 'platform', breakdown: { farthestKm: 2, extraKm: 0, shopLocations: 1, otherTown: false }, shops: [] };
const refusal = (reason: string, message: string) => jsonResponse(409, { message, code: 'conflict', promo: { code: 'KARIBU', reason } });

/** The quote answers with the code's discount when it is KARIBU, and refuses any other code. */
function stubServer(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/geo/config': () => jsonResponse(500, { message: 'offline' }),
    'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
    'POST /api/delivery/quote': ({ body }) => {
      const code = (body as { promoCode?: string }).promoCode;
      if (!code) return jsonResponse(200, quote);
      if (code.toUpperCase() === 'KARIBU') return jsonResponse(200, { ...quote, promo: { code: 'KARIBU', discount: 100 } });
      return refusal('expired', `${code} expired on 1 Nov 2026, 00:00.`);
    },
    ...extra,
  });
}

async function openAtPayment(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<CheckoutHost />, { route: '/menu' });
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Your Order' }, { timeout: 10_000 });
  await user.click(within(dialog).getByRole('button', { name: /Payment/ }));
  await within(dialog).findByText('Ksh 100.00', { selector: '[data-testid="checkout-fee"]' });
  return dialog;
}

beforeEach(() => {
  restoreSession();
  clearCart();
  setRoleSession('user', 'user-token', TEST_CUSTOMER as never);
  addToCart(product, 2);
  openCheckout();
});
afterEach(() => {
  closeCheckout();
  vi.unstubAllGlobals();
});

describe('the promo code field', () => {
  it('applies a code: the discount line shows and the total drops', async () => {
    const user = userEvent.setup();
    const server = stubServer();
    const dialog = await openAtPayment(user);
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('Ksh 1,100.00');
    await user.type(within(dialog).getByLabelText('Promo code'), 'karibu');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText(/applied: Ksh 100.00 off your items/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-discount')).toHaveTextContent('−Ksh 100.00');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('Ksh 1,000.00');
    const sent = server.callsTo('POST', '/api/delivery/quote').find((c) => (c.body as { promoCode?: string }).promoCode);
    expect(sent!.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('says why a code does not apply, and leaves the total as it was', async () => {
    const user = userEvent.setup();
    stubServer();
    const dialog = await openAtPayment(user);
    await user.type(within(dialog).getByLabelText('Promo code'), 'OLDCODE{Enter}');
    expect(await within(dialog).findByText('OLDCODE expired on 1 Nov 2026, 00:00.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('Ksh 1,100.00');
  });

  it('removes an applied code', async () => {
    const user = userEvent.setup();
    stubServer();
    const dialog = await openAtPayment(user);
    await user.type(within(dialog).getByLabelText('Promo code'), 'KARIBU{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('');
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('Ksh 1,100.00');
  });

  it('sends the applied code with the order, and drops it with the reason when the order is refused for it', async () => {
    const user = userEvent.setup();
    const server = stubServer({ 'POST /api/orders/place': () => refusal('used-up', 'KARIBU has been used up.') });
    const dialog = await openAtPayment(user);
    await user.type(within(dialog).getByLabelText('Promo code'), 'KARIBU{Enter}');
    await within(dialog).findByTestId('checkout-discount');
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText(/KARIBU has been used up. Your order was not placed/)).toBeInTheDocument();
    expect((server.callsTo('POST', '/api/orders/place')[0]!.body as { promoCode?: string }).promoCode).toBe('KARIBU');
    expect(within(dialog).queryByTestId('checkout-discount')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-total')).toHaveTextContent('Ksh 1,100.00');
  });
});
