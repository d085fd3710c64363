import type { TOrder } from '@sokoni/domain/contracts/orders';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { OrderCard } from './order-card.tsx';

function sub(status: string, shop: string) {
  return {
    _id: `${shop}`.padEnd(24, '0'),
    shop: { _id: 'b'.repeat(24), businessName: shop, shopName: shop, location: '-1.29,36.78', town: 'Nairobi' },
    status,
    total: 550,
    items: [{ _id: 'i'.padEnd(24, shop[0]!), product: { _id: 'p'.repeat(24), name: `${shop} item` }, quantity: 2, price: 275 }],
  };
}

function order(status: string, option: 'platform' | 'own', subStatuses: string[]): TOrder {
  return {
    _id: 'f'.repeat(24),
    orderId: 'SKN-20261122-000001',
    user: { _id: 'c'.repeat(24), names: 'Wanjiku Kamau', username: 'wanjiku', phoneNumber: '+254712345678' },
    delivery: { town: 'Nairobi', location: '-1.29,36.82', fee: 162, option },
    items: [],
    subOrders: subStatuses.map((s, i) => sub(s, ['Kilimani Pizza Oven', 'Biashara Street Fashions'][i]!)) as never,
    total: 1100,
    status,
    assignedDriver: null,
    deliveredBy: null,
    deliveredByPhone: null,
    deliveredAt: null,
    paymentStatus: 'Pending',
    paymentMethod: 'COD',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    scheduledFor: null,
    afterDecline: null,
  };
}

const confirmButton = () => screen.queryByRole('button', { name: 'Confirm Received' });

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', { _id: 'c'.repeat(24) } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe("an order card's Confirm Received", () => {
  it.each([
    ['Delivered', 'platform'],
    ['ReadyForPickup', 'platform'],
    ['PickedUp', 'own'],
  ] as const)('is offered for %s with %s delivery', (status, option) => {
    renderWithApp(<OrderCard order={order(status, option, [status, status])} onRemove={() => {}} />);
    expect(confirmButton()).toBeEnabled();
  });

  it.each([
    ['PickedUp', 'platform', ['PickedUp', 'PickedUp'], 'Picked Up'],
    ['OutForDelivery', 'platform', ['OutForDelivery', 'OutForDelivery'], 'Out For Delivery'],
    ['Pending', 'platform', ['Preparing', 'OrderReceived'], 'Order Received'],
    ['Pending', 'own', ['Pending', 'Preparing'], 'Pending'],
  ] as const)('is not offered for %s with %s delivery: a disabled button shows the shops’ common or earliest status', (status, option, subs, shown) => {
    renderWithApp(<OrderCard order={order(status, option, [...subs])} onRemove={() => {}} />);
    expect(confirmButton()).toBeNull();
    expect(screen.getByRole('button', { name: shown })).toBeDisabled();
  });

  it('confirms through the API and says so', async () => {
    const user = userEvent.setup();
    const server = stubFetch({
      'PUT /api/orders/ffffffffffffffffffffffff/confirm-delivery': () => jsonResponse(200, { message: 'Thank you! Your order is confirmed as delivered.', order: {} }),
      'GET /api/orders/my-orders': () => jsonResponse(200, []),
    });
    renderWithApp(<OrderCard order={order('Delivered', 'platform', ['Delivered'])} onRemove={() => {}} />);
    await user.click(confirmButton()!);
    expect(server.callsTo('PUT', '/api/orders/ffffffffffffffffffffffff/confirm-delivery')).toHaveLength(1);
    expect(server.calls[0]!.headers.get('authorization')).toBe('Bearer user-token');
  });

  it("shows the server's reason when confirming is refused", async () => {
    const user = userEvent.setup();
    stubFetch({
      'PUT /api/orders/ffffffffffffffffffffffff/confirm-delivery': () => jsonResponse(409, { message: 'This order cannot be confirmed as received yet: it is Pending.', code: 'conflict' }),
    });
    renderWithApp(<OrderCard order={order('Delivered', 'platform', ['Delivered'])} onRemove={() => {}} />);
    await user.click(confirmButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be confirmed as received yet: it is Pending.');
  });
});

describe('an order card', () => {
  it("opens with 'View Order' and is hidden with 'Remove'", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderWithApp(<OrderCard order={order('Pending', 'platform', ['Pending', 'Pending'])} onRemove={onRemove} />);
    expect(screen.queryByText('Kilimani Pizza Oven item')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View Order' }));
    expect(screen.getByText('Kilimani Pizza Oven item')).toBeInTheDocument();
    expect(screen.getAllByText('2 x Ksh 275.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Hide Order' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /^Remove/ }));
    expect(onRemove).toHaveBeenCalledWith('f'.repeat(24));
  });
});

describe('an order card in Kiswahili', () => {
  it('names the status, the payment and the actions in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    stubFetch({});
    renderWithApp(<OrderCard order={order('Preparing', 'platform', ['Preparing'])} onRemove={() => {}} />);
    expect(screen.getByRole('button', { name: 'Inaandaliwa' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Tazama oda' }));
    expect(screen.getByText('Lipa ukipokea · Utalipa ukipokea')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoa oda SKN-20261122-000001 kwenye orodha hii' })).toBeInTheDocument();
  });
});
