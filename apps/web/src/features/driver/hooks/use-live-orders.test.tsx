import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { AvailableOrdersTab } from '../components/available-orders-tab.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import { activeOrder, availableOrder, DRIVER } from '../test/fixtures.ts';
import { rememberDeclined } from './declined-orders.ts';
import { useLiveOrders } from './use-live-orders.ts';
import { toAvailableOrder } from '../api/get-driver-order.ts';

/** A stand-in socket.io connection the test can speak through. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    sent: [] as unknown[][],
    disconnected: false,
    on(event: string, handler: (payload: unknown) => void) {
      handlers.set(event, handler);
    },
    emit(...args: unknown[]) {
      this.sent.push(args);
    },
    removeAllListeners() {
      handlers.clear();
    },
    disconnect() {
      this.disconnected = true;
    },
  };
});
vi.mock('../../../lib/socket.ts', () => ({ connectSocket: () => Promise.resolve(socket) }));

const fetchMock = vi.fn<typeof fetch>();
const listed = availableOrder();
const arriving = { ...activeOrder(['ReadyForPickup'], 'ReadyForPickup'), _id: '6650c0000000000000000077', orderId: 'SKN-20261122-777777', assignedDriver: null, assignedToYou: false, user: null };
/** What the server lists now: the page reads the list again after an announcement, for the distances. */
let serverList = [listed];
const announce = () => {
  serverList = [toAvailableOrder(arriving), listed];
};

beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
  socket.sent = [];
  socket.disconnected = false;
  fetchMock.mockReset();
  serverList = [listed];
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith(`/api/driver-notifications/${DRIVER._id}`)) return jsonResponse(200, serverList);
    if (path.endsWith(`/api/driver-orders/${arriving._id}`)) return jsonResponse(200, arriving);
    // The tab asks who the driver is now before it lists anything.
    if (path.endsWith('/api/driver/profile')) return jsonResponse(200, DRIVER);
    return jsonResponse(403, { message: 'Order already taken: another driver accepted it first.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Dashboard() {
  const live = useLiveOrders(DRIVER._id, 'driver-token');
  return (
    <>
      <NotificationBell count={live.unseen.size} onOpen={live.markSeen} />
      <AvailableOrdersTab driver={DRIVER} newIds={live.unseen} onAccepted={() => {}} />
    </>
  );
}

const fire = (event: string, payload: unknown) =>
  act(() => {
    socket.handlers.get(event)!(payload);
  });
const numbers = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('live available orders', () => {
  it('joins its own room, puts a new order on top with a count on the bell, and drops a taken one', async () => {
    const view = renderWithApp(<Dashboard />);
    await screen.findByRole('article', { name: `Order ${listed.orderNumber}` });
    fire('connect', undefined);
    expect(socket.sent).toContainEqual(['joinDriverRoom', DRIVER._id]);

    announce();
    fire('newOrderAvailable', { orderId: arriving._id, status: 'ReadyForPickup', shops: [{ shopName: 'Kilimani Pizza Oven' }] });
    await waitFor(() => expect(numbers()).toEqual([arriving.orderId, listed.orderNumber]));
    const card = screen.getByRole('article', { name: `Order ${arriving.orderId}` });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('You earn (80%)').nextSibling).toHaveTextContent('Ksh 108.00');
    expect(screen.getByRole('button', { name: 'Notifications: 1 new order' })).toBeInTheDocument();

    serverList = [listed];
    fire('orderRemoved', { orderId: arriving._id });
    await waitFor(() => expect(numbers()).toEqual([listed.orderNumber]));
    expect(screen.getByRole('button', { name: 'Notifications: No new orders' })).toBeInTheDocument();

    view.unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('ignores an announced order it may not see (already taken, or the driver is not approved)', async () => {
    renderWithApp(<Dashboard />);
    await screen.findByRole('article', { name: `Order ${listed.orderNumber}` });
    fire('newOrderAvailable', { orderId: '6650c0000000000000000055', status: 'ReadyForPickup', shops: [] });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/driver-orders/6650c0000000000000000055'))).toBe(true));
    expect(numbers()).toEqual([listed.orderNumber]);
    expect(screen.getByRole('button', { name: 'Notifications: No new orders' })).toBeInTheDocument();
  });

  it('opening the bell marks the new orders as seen', async () => {
    renderWithApp(<Dashboard />);
    await screen.findByRole('article', { name: `Order ${listed.orderNumber}` });
    announce();
    fire('newOrderAvailable', { orderId: arriving._id, status: 'ReadyForPickup', shops: [] });
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 new order' });
    act(() => bell.click());
    expect(screen.getByRole('button', { name: 'Notifications: No new orders' })).toBeInTheDocument();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('lists an order this driver just declined again without announcing it', async () => {
    renderWithApp(<Dashboard />);
    await screen.findByRole('article', { name: `Order ${listed.orderNumber}` });
    rememberDeclined(arriving._id);
    announce();
    fire('newOrderAvailable', { orderId: arriving._id, status: 'ReadyForPickup', shops: [] });
    await waitFor(() => expect(numbers()).toEqual([arriving.orderId, listed.orderNumber]));
    expect(screen.getByRole('button', { name: 'Notifications: No new orders' })).toBeInTheDocument();
  });

  it("shows the open orders as soon as an admin approves the driver, without a reload", async () => {
    let approved = false;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith(`/api/driver-notifications/${DRIVER._id}`)) {
        return approved ? jsonResponse(200, [listed]) : jsonResponse(403, { message: 'Your driver account is awaiting approval. You can take orders once it is approved.' });
      }
      if (path.endsWith('/api/driver/profile')) return jsonResponse(200, { ...DRIVER, verificationStatus: approved ? 'Approved' : 'Pending' });
      return jsonResponse(404, { message: 'Not found.' });
    });
    renderWithApp(<Dashboard />);
    expect(await screen.findByRole('heading', { name: 'Your account is awaiting approval' })).toBeInTheDocument();

    approved = true;
    fire('driverStatusChanged', { verificationStatus: 'Approved', suspended: false });
    expect(await screen.findByRole('article', { name: `Order ${listed.orderNumber}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your account is awaiting approval' })).not.toBeInTheDocument();
  });
});
