import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { deferred, stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CurrentOrdersTab } from './current-orders-tab.tsx';
import { PastOrdersTab } from './past-orders-tab.tsx';

const userId = 'c'.repeat(24);

function order(id: string, status: string, total: number, fee: number) {
  return {
    _id: id.repeat(24),
    orderId: `SKN-20261122-00000${id === 'a' ? 1 : id === 'b' ? 2 : 3}`,
    user: { _id: userId, names: 'Wanjiku', username: 'wanjiku', phoneNumber: '+254712345678' },
    delivery: { town: 'Nairobi', location: '-1.29,36.82', fee, option: 'platform' },
    items: [],
    subOrders: [],
    total,
    status,
    assignedDriver: null,
    deliveredBy: null,
    deliveredByPhone: null,
    deliveredAt: status === 'Confirmed Delivered' ? '2026-11-22T10:00:00.000Z' : null,
    paymentStatus: 'Pending',
    paymentMethod: 'COD',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
  };
}

const orders = [order('a', 'Pending', 1100, 162), order('b', 'Confirmed Delivered', 2000, 130), order('d', 'Delivered', 500, 100)];

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'token', { _id: userId } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('My Orders', () => {
  it('shows six placeholders while loading', () => {
    stubFetch({ 'GET /api/orders/my-orders': () => deferred<Response>().promise });
    renderWithApp(<CurrentOrdersTab userId={userId} />);
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(6);
  });

  it('lists the orders not yet confirmed delivered, and forgets a removed one on this device', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/orders/my-orders': () => jsonResponse(200, orders) });
    const { unmount } = renderWithApp(<CurrentOrdersTab userId={userId} />);
    expect(await screen.findByRole('article', { name: 'Order SKN-20261122-000001' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Order SKN-20261122-000003' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order SKN-20261122-000002' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove order SKN-20261122-000001 from this list' }));
    expect(screen.queryByRole('article', { name: 'Order SKN-20261122-000001' })).toBeNull();
    unmount();
    renderWithApp(<CurrentOrdersTab userId={userId} />);
    expect(await screen.findByRole('article', { name: 'Order SKN-20261122-000003' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order SKN-20261122-000001' })).toBeNull();
  });

  it("says 'No orders found.' when there is nothing current", async () => {
    stubFetch({ 'GET /api/orders/my-orders': () => jsonResponse(200, [orders[1]]) });
    renderWithApp(<CurrentOrdersTab userId={userId} />);
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });
});

describe('My Past Orders', () => {
  it('lists confirmed deliveries with the amount as total plus delivery fee', async () => {
    stubFetch({ 'GET /api/orders/my-orders': () => jsonResponse(200, orders) });
    renderWithApp(<PastOrdersTab />);
    expect(await screen.findByText('SKN-20261122-000002')).toBeInTheDocument();
    expect(screen.getByText('Ksh 2,130.00')).toBeInTheDocument();
    expect(screen.queryByText('SKN-20261122-000001')).toBeNull();
  });
});
