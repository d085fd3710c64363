import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReorderAnswer } from '@sokoni/domain/contracts/after-delivery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart, getCartItems } from '../../../lib/cart.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { OrderAgainButton } from './order-again.tsx';

const ORDER = 'f'.repeat(24);
const shop = { _id: 's'.repeat(24), shopName: 'Mama Oliech', town: 'Nairobi' };
const answer: TReorderAnswer = {
  orderId: 'SKN-20261124-000001',
  lines: [
    {
      productId: 'p'.repeat(24),
      name: 'Ugali',
      quantity: 2,
      price: 120,
      product: { _id: 'p'.repeat(24), name: 'Ugali', price: 120, discountedPrice: null, primaryImage: null, unit: 'plate', inventory: 10, maxPerOrder: null, shop },
      shop: { _id: shop._id, shopName: shop.shopName },
    },
  ],
  changes: [
    { kind: 'priceChanged', name: 'Ugali', from: 100, to: 120 },
    { kind: 'soldOut', name: 'Chapati' },
    { kind: 'shopClosed', name: 'Tilapia', shopName: 'Lakeside Grill' },
  ],
};

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', { _id: 'c'.repeat(24) } as never);
  clearCart();
});
afterEach(() => vi.unstubAllGlobals());

describe('Order again', () => {
  it("fills the cart at today's prices and says what changed", async () => {
    stubFetch({ [`GET /api/orders/${ORDER}/reorder`]: () => jsonResponse(200, answer) });
    renderWithApp(<OrderAgainButton orderId={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order again' });
    expect(within(dialog).getByText('2 × Ugali')).toBeInTheDocument();
    expect(within(dialog).getByText('Ksh 240.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Ugali: price changed from Ksh 100.00 to Ksh 120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Chapati is sold out')).toBeInTheDocument();
    expect(within(dialog).getByText('Tilapia: Lakeside Grill is closed now')).toBeInTheDocument();
    expect(getCartItems()).toEqual([expect.objectContaining({ _id: 'p'.repeat(24), quantity: 2, price: 120 })]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'View cart' }));
    expect(screen.queryByRole('dialog', { name: 'Order again' })).not.toBeInTheDocument();
  });

  it('says when nothing can be added', async () => {
    stubFetch({ [`GET /api/orders/${ORDER}/reorder`]: () => jsonResponse(200, { ...answer, lines: [] }) });
    renderWithApp(<OrderAgainButton orderId={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('Nothing from this order can be added to your cart right now.')).toBeInTheDocument();
    expect(getCartItems()).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    stubFetch({ [`GET /api/orders/${ORDER}/reorder`]: () => jsonResponse(403, { message: 'Only the customer who placed this order can order it again.', code: 'forbidden' }) });
    renderWithApp(<OrderAgainButton orderId={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the customer who placed this order can order it again.');
  });
});
