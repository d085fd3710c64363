import { describe, expect, it } from 'vitest';
import { canDriverDecline, canDriverMoveSubOrder, isOpenForDrivers, isReadyToMarkDelivered, whyNotOpenForDrivers } from './driver-orders.ts';

const ready = { option: 'platform' as const, status: 'ReadyForPickup', assignedDriverId: null, subOrderStatuses: ['ReadyForPickup', 'ReadyForPickup'] };

describe('orders open to drivers', () => {
  it('are platform orders with every sub-order ready and nobody assigned', () => {
    expect(isOpenForDrivers(ready)).toBe(true);
    expect(isOpenForDrivers({ ...ready, subOrderStatuses: ['ReadyForPickup', 'Cancelled'] })).toBe(true);
  });

  it('say why they are not', () => {
    expect(whyNotOpenForDrivers({ ...ready, option: 'own' })).toBe('This order is delivered by the store itself.');
    expect(whyNotOpenForDrivers({ ...ready, assignedDriverId: 'd'.repeat(24) })).toBe('Order already taken: another driver accepted it first.');
    expect(whyNotOpenForDrivers({ ...ready, status: 'Preparing', subOrderStatuses: ['ReadyForPickup', 'Preparing'] })).toBe(
      'This order is not ready for pickup yet.',
    );
    expect(whyNotOpenForDrivers({ ...ready, status: 'Confirmed Delivered' })).toBe('This order has already been delivered.');
    expect(whyNotOpenForDrivers({ ...ready, status: 'Cancelled', subOrderStatuses: ['Cancelled'] })).toBe('This order was cancelled.');
  });
});

describe('driver steps', () => {
  it('allow declining only before anything is picked up', () => {
    expect(canDriverDecline({ status: 'ReadyForPickup', subOrderStatuses: ['ReadyForPickup', 'ReadyForPickup'] })).toBe(true);
    expect(canDriverDecline({ status: 'ReadyForPickup', subOrderStatuses: ['ReadyForPickup', 'PickedUp'] })).toBe(false);
    expect(canDriverDecline({ status: 'ReadyForPickup', subOrderStatuses: ['OutForDelivery', 'ReadyForPickup'] })).toBe(false);
    expect(canDriverDecline({ status: 'Delivered', subOrderStatuses: ['Delivered'] })).toBe(false);
  });

  it("offer 'Mark as Delivered' when every live sub-order is out for delivery", () => {
    expect(isReadyToMarkDelivered(['OutForDelivery', 'OutForDelivery'])).toBe(true);
    expect(isReadyToMarkDelivered(['OutForDelivery', 'Cancelled'])).toBe(true);
    expect(isReadyToMarkDelivered(['OutForDelivery', 'ReadyForPickup'])).toBe(false);
    expect(isReadyToMarkDelivered([])).toBe(false);
  });

  it('pick up a ready sub-order, never deliver one on its own, never on own delivery', () => {
    expect(canDriverMoveSubOrder('ReadyForPickup', 'OutForDelivery', 'platform')).toBe(true);
    expect(canDriverMoveSubOrder('PickedUp', 'OutForDelivery', 'platform')).toBe(true);
    expect(canDriverMoveSubOrder('OutForDelivery', 'Delivered', 'platform')).toBe(false);
    expect(canDriverMoveSubOrder('Preparing', 'ReadyForPickup', 'platform')).toBe(false);
    expect(canDriverMoveSubOrder('ReadyForPickup', 'OutForDelivery', 'own')).toBe(false);
  });
});
