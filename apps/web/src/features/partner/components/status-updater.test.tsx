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
    const button = screen.getByRole('button', { name: 'Accept order' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onAdvance).toHaveBeenCalledExactlyOnceWith('OrderReceived');
  });

  it.each([
    ['OrderReceived', 'platform', 'Start preparing', 'Preparing'],
    ['Preparing', 'platform', 'Ready for pick-up', 'ReadyForPickup'],
    ['Preparing', 'own', 'Ready for pick-up', 'ReadyForPickup'],
    ['ReadyForPickup', 'own', 'Picked up for delivery', 'PickedUp'],
  ] as const)('at %s with %s delivery it offers %s', async (status, option, label, next) => {
    const user = userEvent.setup();
    const { onAdvance } = renderUpdater(status, option);
    await user.click(screen.getByRole('button', { name: label }));
    expect(onAdvance).toHaveBeenCalledWith(next);
  });

  it('is disabled while the change is on its way', async () => {
    const user = userEvent.setup();
    const { onAdvance } = renderUpdater('Preparing', 'platform', true);
    const button = screen.getByRole('button', { name: 'Ready for pick-up' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('stops at ReadyForPickup with platform delivery: the driver takes over', () => {
    renderUpdater('ReadyForPickup', 'platform');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('A rider takes it from here.')).toBeInTheDocument();
  });

  it.each(['PickedUp', 'OutForDelivery', 'Delivered'])('offers no button at %s with platform delivery', (status) => {
    renderUpdater(status, 'platform');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets an own-delivery store go up to PickedUp, then only follow the order', () => {
    renderUpdater('PickedUp', 'own');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('It moves on as the delivery is completed.')).toBeInTheDocument();
  });

  it('says the order is complete once delivered, waiting for nobody', () => {
    renderUpdater('Delivered', 'own');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Delivered to the customer.')).toBeInTheDocument();
  });

  it.each(['Confirmed Delivered', 'Cancelled'])('is hidden at %s', (status) => {
    const { container } = renderUpdater(status, 'platform');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
