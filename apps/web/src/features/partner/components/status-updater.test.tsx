import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { StatusUpdater } from './status-updater.tsx';

function renderUpdater(status: string, option: DeliveryOption, updating = false) {
  const onAdvance = vi.fn();
  const view = render(<StatusUpdater status={status} option={option} updating={updating} onAdvance={onAdvance} />);
  return { onAdvance, ...view };
}

describe('sub-order status updater', () => {
  it('offers exactly the next step and sends it', async () => {
    const user = userEvent.setup();
    const { onAdvance } = renderUpdater('Pending', 'platform');
    const button = screen.getByRole('button', { name: 'Mark as Order Received' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onAdvance).toHaveBeenCalledExactlyOnceWith('OrderReceived');
  });

  it.each([
    ['OrderReceived', 'platform', 'Mark as Preparing', 'Preparing'],
    ['Preparing', 'platform', 'Mark as Ready For Pickup', 'ReadyForPickup'],
    ['Preparing', 'own', 'Mark as Ready For Pickup', 'ReadyForPickup'],
    ['ReadyForPickup', 'own', 'Mark as Picked Up', 'PickedUp'],
  ] as const)('at %s with %s delivery it offers %s', async (status, option, label, next) => {
    const user = userEvent.setup();
    const { onAdvance } = renderUpdater(status, option);
    await user.click(screen.getByRole('button', { name: label }));
    expect(onAdvance).toHaveBeenCalledWith(next);
  });

  it('is disabled while the change is on its way', async () => {
    const user = userEvent.setup();
    const { onAdvance } = renderUpdater('Preparing', 'platform', true);
    const button = screen.getByRole('button', { name: 'Mark as Ready For Pickup' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('stops at ReadyForPickup with platform delivery: the driver takes over', () => {
    renderUpdater('ReadyForPickup', 'platform');
    expect(screen.getByRole('button', { name: 'Mark as Picked Up' })).toBeDisabled();
    expect(screen.getByText('A driver takes it from here.')).toBeInTheDocument();
  });

  it.each(['PickedUp', 'OutForDelivery', 'Delivered'])('stays disabled at %s with platform delivery', (status) => {
    renderUpdater(status, 'platform');
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('lets an own-delivery store go up to PickedUp, then only follow the order', () => {
    renderUpdater('PickedUp', 'own');
    expect(screen.getByRole('button', { name: 'Mark as Out For Delivery' })).toBeDisabled();
  });

  it('waits for the customer once delivered', () => {
    renderUpdater('Delivered', 'own');
    expect(screen.getByRole('button', { name: 'Mark as Confirmed Delivered' })).toBeDisabled();
    expect(screen.getByText('Waiting for the customer to confirm delivery.')).toBeInTheDocument();
  });

  it.each(['Confirmed Delivered', 'Cancelled'])('is hidden at %s', (status) => {
    const { container } = renderUpdater(status, 'platform');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
