import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { orderWith, signInAdmin } from '../testing/fixtures.ts';
import { CancelOrderPanel } from './cancel-order-panel.tsx';

const CANCEL = `/api/admin/orders/${'f'.repeat(24)}/cancel`;

describe('cancelling an order from the console', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it.each([
    ['Pending', 'Pending'],
    ['OrderReceived', 'Preparing'],
    ['ReadyForPickup', 'Preparing'],
  ] as const)('is offered while nothing has left a shop (%s and %s)', (a, b) => {
    renderWithApp(<CancelOrderPanel detail={{ order: orderWith([a, b]), cancellable: true }} />);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it.each([
    ['PickedUp', 'ReadyForPickup'],
    ['OutForDelivery', 'OutForDelivery'],
  ] as const)('is not offered once items are picked up (%s and %s), and says why', (a, b) => {
    renderWithApp(<CancelOrderPanel detail={{ order: orderWith([a, b], 'ReadyForPickup'), cancellable: false }} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('Items have already been picked up from a shop, so this order can no longer be cancelled.')).toBeInTheDocument();
  });

  it('is not offered for a delivered or an already cancelled order', () => {
    const { unmount } = renderWithApp(<CancelOrderPanel detail={{ order: orderWith(['Delivered', 'Delivered'], 'Confirmed Delivered'), cancellable: false }} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByText('This order has been delivered, so it can no longer be cancelled.')).toBeInTheDocument();
    unmount();
    renderWithApp(<CancelOrderPanel detail={{ order: orderWith(['Cancelled', 'Cancelled'], 'Cancelled'), cancellable: false }} />);
    expect(screen.getByText('This order is already cancelled.')).toBeInTheDocument();
  });

  it("follows the server when it says no, even if the statuses look early", () => {
    renderWithApp(<CancelOrderPanel detail={{ order: orderWith(['Pending', 'Pending']), cancellable: false }} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('asks for a reason, then cancels with it', async () => {
    const api = stubFetch({ [`POST ${CANCEL}`]: () => jsonResponse(200, { message: 'Order cancelled. 4 units went back on the shelves.', status: 'Cancelled', restockedUnits: 4 }) });
    const user = userEvent.setup();
    renderWithApp(<CancelOrderPanel detail={{ order: orderWith(['Pending', 'Preparing']), cancellable: true }} />);
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const prompt = await screen.findByRole('dialog', { name: 'Cancel order SKN-20261122-123456?' });
    await user.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    expect(screen.getByText('Please give a reason: the account holder is shown it.')).toBeInTheDocument();
    expect(api.callsTo('POST', CANCEL)).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason'), 'Customer called: ordered twice');
    await user.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(api.callsTo('POST', CANCEL)[0]!.body).toEqual({ reason: 'Customer called: ordered twice' });
  });
});
