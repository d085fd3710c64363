import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { activeOrder, availableOrder, DRIVER } from '../test/fixtures.ts';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { AvailableOrdersTab } from './available-orders-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const LIST_URL = `/api/driver-notifications/${DRIVER._id}`;
const first = availableOrder();
const second = availableOrder({ orderId: '6650c0000000000000000008', orderNumber: 'SKN-20261122-888888', fee: 100, driverEarning: 80 });

beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** Answers the list, then whatever `accept` says for assign-driver. */
function serve(list: unknown, accept?: Response | Promise<Response>, listStatus = 200, profile: TDriver = DRIVER) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/api/driver/profile')) return jsonResponse(200, profile);
    if (path.endsWith(LIST_URL)) return jsonResponse(listStatus, list);
    if (path.includes('/assign-driver') && accept) return accept;
    return jsonResponse(200, []);
  });
}

function renderTab(onAccepted = vi.fn()) {
  renderWithApp(
    <>
      <AvailableOrdersTab driver={DRIVER} newIds={new Set([second.orderId])} onAccepted={onAccepted} />
      <Toaster />
    </>,
  );
  return onAccepted;
}

const card = (orderNumber: string) => screen.findByRole('article', { name: `Order ${orderNumber}` });

describe('available orders', () => {
  it("shows each order's shops, town, fee and the driver's 80% to two decimals", async () => {
    serve([second, first]);
    renderTab();
    const one = await card(first.orderNumber);
    expect(within(one).getByText('Kilimani Pizza Oven')).toBeInTheDocument();
    expect(within(one).getByText('Delivery fee').nextSibling).toHaveTextContent('Ksh 143.00');
    expect(within(one).getByText('You earn (80%)').nextSibling).toHaveTextContent('Ksh 114.40');
    const other = await card(second.orderNumber);
    expect(within(other).getByText('You earn (80%)').nextSibling).toHaveTextContent('Ksh 80.00');
    expect(within(other).getByText('New')).toBeInTheDocument();
  });

  it('a taken order (409) says so and leaves the list', async () => {
    serve([second, first], jsonResponse(409, { message: 'Order already taken', code: 'conflict' }));
    const onAccepted = renderTab();
    const user = userEvent.setup();
    await user.click(within(await card(first.orderNumber)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This order has already been taken by another driver.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: `Order ${first.orderNumber}` })).toBeNull());
    expect(screen.getByRole('article', { name: `Order ${second.orderNumber}` })).toBeInTheDocument();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('Accept is disabled while it is sent, then the order moves to the active list', async () => {
    let answer!: (response: Response) => void;
    serve([first], new Promise<Response>((resolve) => (answer = resolve)));
    const onAccepted = renderTab();
    const user = userEvent.setup();
    const one = await card(first.orderNumber);
    await user.click(within(one).getByRole('button', { name: 'Accept' }));
    expect(within(one).getByRole('button', { name: 'Accepting…' })).toBeDisabled();
    const body = JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/assign-driver'))![1]?.body));
    expect(body).toEqual({ driverId: DRIVER._id, action: 'accept' });

    answer(jsonResponse(200, { message: 'Order accepted. Pick it up from the shops.', order: activeOrder(['ReadyForPickup']) }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(first.orderId));
    expect(screen.queryByRole('article', { name: `Order ${first.orderNumber}` })).toBeNull();
  });

  it('a driver awaiting approval sees why instead of the list, and the open orders (403 for them) are never asked for', async () => {
    const pending = { ...DRIVER, verificationStatus: 'Pending' as const };
    serve({ message: 'Your driver account is awaiting approval. You can take orders once it is approved.', code: 'forbidden' }, undefined, 403, pending);
    renderWithApp(<AvailableOrdersTab driver={pending} newIds={new Set()} onAccepted={vi.fn()} />);
    expect(await screen.findByText('Your account is awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Your driver account is awaiting approval. You can take orders once it is approved.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith(LIST_URL))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows three placeholder cards while loading', () => {
    serve([first]);
    renderTab();
    expect(screen.getAllByTestId('list-skeleton-card')).toHaveLength(3);
  });
});
