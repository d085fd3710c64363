import { describe, expect, it } from 'vitest';
import {
  aggregateStatus,
  canConfirmReceived,
  canTransitionSubOrder,
  nextVendorStatus,
  parentStatusFromSubOrders,
  SUB_ORDER_SEQUENCE,
} from './order-status.ts';

describe('aggregate status shown on the disabled button', () => {
  it('is the single status shared by every sub-order', () => {
    expect(aggregateStatus(['Preparing', 'Preparing'])).toBe('Preparing');
    expect(aggregateStatus(['OutForDelivery'])).toBe('OutForDelivery');
  });

  it('is otherwise the first status in the sequence that any sub-order has', () => {
    expect(aggregateStatus(['ReadyForPickup', 'OrderReceived', 'Preparing'])).toBe('OrderReceived');
    expect(aggregateStatus(['Delivered', 'Pending'])).toBe('Pending');
  });

  it("is 'Processing' without sub-orders or when no known status is present", () => {
    expect(aggregateStatus([])).toBe('Processing');
    expect(aggregateStatus(['Weird', 'Other'])).toBe('Processing');
  });
});

describe("'Confirm Received'", () => {
  it('is offered for Delivered and ReadyForPickup with either delivery option', () => {
    for (const option of ['platform', 'own'] as const) {
      expect(canConfirmReceived('Delivered', option)).toBe(true);
      expect(canConfirmReceived('ReadyForPickup', option)).toBe(true);
    }
  });

  it('is offered for PickedUp only with own delivery', () => {
    expect(canConfirmReceived('PickedUp', 'own')).toBe(true);
    expect(canConfirmReceived('PickedUp', 'platform')).toBe(false);
  });

  it('is not offered in any other state', () => {
    for (const status of ['Pending', 'OrderReceived', 'Preparing', 'OutForDelivery', 'Confirmed Delivered', 'Cancelled']) {
      expect(canConfirmReceived(status, 'own'), status).toBe(false);
      expect(canConfirmReceived(status, 'platform'), status).toBe(false);
    }
  });
});

describe('vendor transitions', () => {
  it('advance one step at a time', () => {
    expect(nextVendorStatus('Pending', 'platform')).toBe('OrderReceived');
    expect(canTransitionSubOrder('partner', 'OrderReceived', 'Preparing', 'platform')).toBe(true);
    expect(canTransitionSubOrder('partner', 'Pending', 'Preparing', 'platform')).toBe(false);
    expect(canTransitionSubOrder('partner', 'Preparing', 'OrderReceived', 'platform')).toBe(false);
  });

  it('stop at ReadyForPickup with platform delivery (the driver takes over)', () => {
    expect(canTransitionSubOrder('partner', 'Preparing', 'ReadyForPickup', 'platform')).toBe(true);
    expect(nextVendorStatus('ReadyForPickup', 'platform')).toBeNull();
    expect(canTransitionSubOrder('partner', 'ReadyForPickup', 'PickedUp', 'platform')).toBe(false);
  });

  it('go up to PickedUp with own delivery', () => {
    expect(canTransitionSubOrder('partner', 'ReadyForPickup', 'PickedUp', 'own')).toBe(true);
    expect(nextVendorStatus('PickedUp', 'own')).toBeNull();
  });

  it('end at the final states', () => {
    expect(nextVendorStatus('Confirmed Delivered', 'own')).toBeNull();
    expect(nextVendorStatus('Cancelled', 'platform')).toBeNull();
  });
});

describe('driver transitions', () => {
  it('pick up a ready sub-order (straight to OutForDelivery or via PickedUp) and deliver it', () => {
    expect(canTransitionSubOrder('driver', 'ReadyForPickup', 'OutForDelivery', 'platform')).toBe(true);
    expect(canTransitionSubOrder('driver', 'ReadyForPickup', 'PickedUp', 'platform')).toBe(true);
    expect(canTransitionSubOrder('driver', 'PickedUp', 'OutForDelivery', 'platform')).toBe(true);
    expect(canTransitionSubOrder('driver', 'OutForDelivery', 'Delivered', 'platform')).toBe(true);
  });

  it('cannot touch a sub-order the vendor is still preparing, skip delivery, or act on own delivery', () => {
    expect(canTransitionSubOrder('driver', 'Preparing', 'ReadyForPickup', 'platform')).toBe(false);
    expect(canTransitionSubOrder('driver', 'ReadyForPickup', 'Delivered', 'platform')).toBe(false);
    expect(canTransitionSubOrder('driver', 'Delivered', 'OutForDelivery', 'platform')).toBe(false);
    expect(canTransitionSubOrder('driver', 'ReadyForPickup', 'OutForDelivery', 'own')).toBe(false);
  });

  it('customers never move sub-orders', () => {
    expect(canTransitionSubOrder('customer', 'Pending', 'OrderReceived', 'own')).toBe(false);
  });
});

describe('parent status from its sub-orders', () => {
  it('follows the slowest sub-order', () => {
    expect(parentStatusFromSubOrders('Pending', ['Preparing', 'OrderReceived'])).toBe('OrderReceived');
    expect(parentStatusFromSubOrders('Pending', ['ReadyForPickup', 'ReadyForPickup'])).toBe('ReadyForPickup');
    expect(parentStatusFromSubOrders('OrderReceived', [...SUB_ORDER_SEQUENCE].reverse())).toBe('Pending');
  });

  it('keeps the order-level statuses Delivered and Confirmed Delivered', () => {
    expect(parentStatusFromSubOrders('Delivered', ['OutForDelivery'])).toBe('Delivered');
    expect(parentStatusFromSubOrders('Confirmed Delivered', ['Delivered'])).toBe('Confirmed Delivered');
  });

  it('ignores cancelled sub-orders, and is cancelled when all are', () => {
    expect(parentStatusFromSubOrders('Pending', ['Cancelled', 'Preparing'])).toBe('Preparing');
    expect(parentStatusFromSubOrders('Pending', ['Cancelled', 'Cancelled'])).toBe('Cancelled');
  });
});
