import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { useActiveOrderActions } from '../hooks/use-active-order-actions.ts';
import { activeOrder, DRIVER } from '../test/fixtures.ts';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { ActiveOrderCard } from './active-order-card.tsx';

// Leaflet needs a real layout engine; the map is looked at in the browser tests.
vi.mock('./delivery-map.tsx', () => ({ DeliveryMap: () => null }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok', status: 'OutForDelivery', order: activeOrder(['OutForDelivery']) }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Card({ order }: { order: TDriverOrder }) {
  const actions = useActiveOrderActions(DRIVER);
  return <ActiveOrderCard order={order} actions={actions} />;
}

const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

describe('active order actions', () => {
  it('while every shop has the items: each can be picked up, the order can be declined, not yet delivered', () => {
    renderWithApp(<Card order={activeOrder(['ReadyForPickup', 'ReadyForPickup'])} />);
    expect(button('Mark as Picked Up: Kilimani Pizza Oven')).toBeEnabled();
    expect(button('Mark as Picked Up: Westlands Gadget Hub')).toBeEnabled();
    expect(button('Decline Order')).toBeEnabled();
    expect(button('Mark as Delivered')).toBeNull();
  });

  it('once one shop’s items are out for delivery: that button is disabled and declining is no longer possible', () => {
    renderWithApp(<Card order={activeOrder(['OutForDelivery', 'ReadyForPickup'], 'PickedUp')} />);
    expect(button('Picked Up: Kilimani Pizza Oven')).toBeDisabled();
    expect(button('Mark as Picked Up: Westlands Gadget Hub')).toBeEnabled();
    expect(button('Decline Order')).toBeDisabled();
    expect(button('Mark as Delivered')).toBeNull();
  });

  it("offers 'Mark as Delivered' only when every shop's items are out for delivery", async () => {
    const user = userEvent.setup();
    const order = activeOrder(['OutForDelivery', 'OutForDelivery'], 'OutForDelivery');
    renderWithApp(<Card order={order} />);
    expect(button('Decline Order')).toBeDisabled();
    await user.click(button('Mark as Delivered')!);
    // The customer's PIN proves the hand-over: nothing is sent without four digits.
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the order' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByText("Enter the customer's 4-digit PIN.")).toBeInTheDocument();
    expect(callsTo(`/api/orders/${order._id}/mark-delivered`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Customer's delivery PIN"), '0427');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(callsTo(`/api/orders/${order._id}/mark-delivered`)).toHaveLength(1));
    const [, init] = callsTo(`/api/orders/${order._id}/mark-delivered`)[0]!;
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer driver-token');
    expect(JSON.parse(String(init?.body))).toMatchObject({ pin: '0427' });
  });

  it("shows the server's refusal of a wrong PIN in the dialog", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'That PIN is not right. 4 tries left.' }));
    const user = userEvent.setup();
    const order = activeOrder(['OutForDelivery'], 'OutForDelivery');
    renderWithApp(<Card order={order} />);
    await user.click(button('Mark as Delivered')!);
    const dialog = await screen.findByRole('dialog', { name: 'Deliver the order' });
    await user.type(within(dialog).getByLabelText("Customer's delivery PIN"), '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText('That PIN is not right. 4 tries left.')).toBeInTheDocument();
  });

  it("'Mark as Picked Up' moves that shop's part straight to OutForDelivery, with progress while it is sent", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const order = activeOrder(['ReadyForPickup', 'ReadyForPickup']);
    renderWithApp(<Card order={order} />);
    await user.click(button('Mark as Picked Up: Westlands Gadget Hub')!);

    const sent = callsTo(`/api/suborders/${order.subOrders[1]!._id}/status`);
    expect(sent).toHaveLength(1);
    expect(sent[0]![1]?.method).toBe('PUT');
    expect(JSON.parse(String(sent[0]![1]?.body))).toEqual({ status: 'OutForDelivery' });
    // One step at a time: the other shop waits until this one is done.
    expect(screen.getByRole('button', { name: /Westlands Gadget Hub/ })).toHaveTextContent('Marking as picked up…');
    expect(button('Mark as Picked Up: Kilimani Pizza Oven')).toBeDisabled();
    answer(jsonResponse(200, { message: 'Order status updated to OutForDelivery.', status: 'OutForDelivery' }));
    await waitFor(() => expect(button('Mark as Picked Up: Kilimani Pizza Oven')).toBeEnabled());
  });

  it("'Decline Order' asks first and sends nothing until confirmed", async () => {
    const user = userEvent.setup();
    const order = activeOrder(['ReadyForPickup']);
    renderWithApp(<Card order={order} />);
    await user.click(button('Decline Order')!);
    const dialog = screen.getByRole('dialog', { name: 'Decline this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(button('Decline Order')!);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline Order' }));
    await waitFor(() => expect(callsTo(`/api/orders/${order._id}/assign-driver`)).toHaveLength(1));
    const [, init] = callsTo(`/api/orders/${order._id}/assign-driver`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ driverId: DRIVER._id, action: 'decline' });
  });

  it('after delivery the order is complete: nothing to do, nobody to wait for', () => {
    renderWithApp(<Card order={activeOrder(['Delivered', 'Delivered'], 'Delivered')} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Delivered. This order is complete.')).toBeInTheDocument();
  });

  it("shows the customer's name and a phone link, and the driver's 80% to two decimals", () => {
    renderWithApp(<Card order={activeOrder(['ReadyForPickup'])} />);
    expect(screen.getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+254712345678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(screen.getByText('You earn (80%)').nextSibling).toHaveTextContent('Ksh 108.00');
  });
});
