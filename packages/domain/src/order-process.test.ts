import { describe, expect, it } from 'vitest';
import { ORDER_PROCESS, canMove, nextMoves, whyNot, whyNotCancel, type OrderState } from './order-process.ts';
import { UPCOMING_STATUSES } from './order-statuses.ts';

const driver = 'd'.repeat(24);
const order = (status: string, subOrderStatuses: string[], more: Partial<OrderState> = {}): OrderState => ({
  option: 'platform',
  status,
  assignedDriverId: null,
  subOrderStatuses,
  ...more,
});

describe('the store', () => {
  it('moves its part one step at a time and is told the next step otherwise', () => {
    const state = order('Pending', ['Pending']);
    expect(canMove({ level: 'subOrder', role: 'store', from: 'Pending', to: 'OrderReceived', order: state })).toBe(true);
    expect(whyNot({ level: 'subOrder', role: 'store', from: 'Pending', to: 'Preparing', order: state })).toEqual({
      kind: 'conflict',
      reason: 'Orders move one step at a time: from Pending the next status is OrderReceived.',
      details: { status: 'Pending', allowed: 'OrderReceived' },
    });
  });

  it('stops at ReadyForPickup with platform delivery and at PickedUp with its own', () => {
    expect(nextMoves({ level: 'subOrder', role: 'store', from: 'ReadyForPickup', order: order('ReadyForPickup', ['ReadyForPickup']) })).toEqual([]);
    expect(nextMoves({ level: 'subOrder', role: 'store', from: 'ReadyForPickup', order: order('ReadyForPickup', ['ReadyForPickup'], { option: 'own' }) })).toEqual([
      'PickedUp',
    ]);
  });

  it('cannot touch an order that is closed', () => {
    const refusal = whyNot({ level: 'subOrder', role: 'store', from: 'Preparing', to: 'ReadyForPickup', order: order('Cancelled', ['Preparing']) });
    expect(refusal?.reason).toBe('This order is Cancelled and can no longer change.');
  });
});

describe('the driver', () => {
  const ready = order('ReadyForPickup', ['ReadyForPickup'], { assignedDriverId: driver });

  it('picks up only orders assigned to them, and only platform deliveries', () => {
    expect(canMove({ level: 'subOrder', role: 'driver', actorId: driver, from: 'ReadyForPickup', to: 'OutForDelivery', order: ready })).toBe(true);
    expect(whyNot({ level: 'subOrder', role: 'driver', actorId: 'e'.repeat(24), from: 'ReadyForPickup', to: 'OutForDelivery', order: ready })?.kind).toBe('forbidden');
    expect(whyNot({ level: 'subOrder', role: 'driver', actorId: driver, from: 'ReadyForPickup', to: 'OutForDelivery', order: { ...ready, option: 'own' } })?.reason).toBe(
      'This order is delivered by the store itself.',
    );
  });

  it('delivers the whole order once every part is on the way, never one part alone', () => {
    const onTheWay = order('OutForDelivery', ['OutForDelivery', 'Cancelled'], { assignedDriverId: driver });
    expect(canMove({ level: 'order', role: 'driver', actorId: driver, from: 'OutForDelivery', to: 'Delivered', order: onTheWay })).toBe(true);
    expect(canMove({ level: 'subOrder', role: 'driver', actorId: driver, from: 'OutForDelivery', to: 'Delivered', order: onTheWay, withOrder: true })).toBe(true);
    expect(whyNot({ level: 'subOrder', role: 'driver', actorId: driver, from: 'OutForDelivery', to: 'Delivered', order: onTheWay })?.reason).toMatch(/Mark as Delivered/);
  });
});

describe('the admin cancelling', () => {
  it('may while nothing has left a shop', () => {
    expect(whyNotCancel(order('Preparing', ['Pending', 'ReadyForPickup']))).toBeNull();
  });

  it('is told why not otherwise', () => {
    expect(whyNotCancel(order('ReadyForPickup', ['PickedUp', 'ReadyForPickup']))).toBe(
      'Items have already been picked up from a shop, so this order can no longer be cancelled.',
    );
    expect(whyNotCancel(order('Confirmed Delivered', ['Delivered']))).toBe('This order has been delivered, so it can no longer be cancelled.');
    expect(whyNotCancel(order('Cancelled', ['Cancelled']))).toBe('This order is already cancelled.');
  });
});

describe("the admin confirming a delivery on the customer's word", () => {
  const atTheDoor = order('OutForDelivery', ['OutForDelivery'], { assignedDriverId: driver });
  it('may once every part is out for delivery with a driver', () => {
    expect(canMove({ level: 'order', role: 'admin', from: 'OutForDelivery', to: 'Delivered', order: atTheDoor })).toBe(true);
    expect(canMove({ level: 'subOrder', role: 'admin', from: 'OutForDelivery', to: 'Delivered', order: atTheDoor, withOrder: true })).toBe(true);
  });

  it('may not before that, nor a part on its own', () => {
    const collecting = order('PickedUp', ['OutForDelivery', 'PickedUp'], { assignedDriverId: driver });
    expect(canMove({ level: 'order', role: 'admin', from: 'PickedUp', to: 'Delivered', order: collecting })).toBe(false);
    expect(canMove({ level: 'subOrder', role: 'admin', from: 'OutForDelivery', to: 'Delivered', order: atTheDoor })).toBe(false);
  });
});

describe('the order following its sub-orders', () => {
  it('moves to the slowest live sub-order, and nowhere else', () => {
    const state = order('Pending', ['Preparing', 'OrderReceived']);
    expect(nextMoves({ level: 'order', role: 'system', from: 'Pending', order: state })).toEqual(['OrderReceived']);
    expect(canMove({ level: 'order', role: 'system', from: 'Delivered', to: 'Pending', order: order('Delivered', ['Pending']) })).toBe(false);
  });
});

describe('the statuses still to come', () => {
  it('are declared but no move reaches them yet (Declined, Scheduled)', () => {
    const reached = new Set(ORDER_PROCESS.map((m) => m.to as string));
    for (const status of UPCOMING_STATUSES.filter((s) => s !== 'AwaitingPayment' && s !== 'Expired')) expect(reached.has(status), status).toBe(false);
  });
});

describe('an order paid ahead (M-Pesa)', () => {
  const waiting = order('AwaitingPayment', ['AwaitingPayment', 'AwaitingPayment']);
  it('goes to its stores when paid (system) or switched to cash (its customer), parts with it', () => {
    expect(canMove({ level: 'order', role: 'system', from: 'AwaitingPayment', to: 'Pending', order: waiting })).toBe(true);
    expect(canMove({ level: 'subOrder', role: 'system', from: 'AwaitingPayment', to: 'Pending', order: waiting, withOrder: true })).toBe(true);
    expect(canMove({ level: 'order', role: 'customer', from: 'AwaitingPayment', to: 'Pending', order: waiting })).toBe(true);
  });
  it('expires unpaid, its parts cancelled', () => {
    expect(canMove({ level: 'order', role: 'system', from: 'AwaitingPayment', to: 'Expired', order: waiting })).toBe(true);
    expect(canMove({ level: 'subOrder', role: 'system', from: 'AwaitingPayment', to: 'Cancelled', order: waiting, withOrder: true })).toBe(true);
  });
  it('cannot be worked on by its store before it is paid', () => {
    expect(nextMoves({ level: 'subOrder', role: 'store', from: 'AwaitingPayment', order: waiting })).toEqual([]);
    expect(canMove({ level: 'subOrder', role: 'store', from: 'AwaitingPayment', to: 'OrderReceived', order: waiting })).toBe(false);
  });
  it('is not cancelled by the admin while it waits: it expires by itself', () => {
    expect(whyNotCancel(waiting)).toMatch(/waiting for its M-Pesa payment/);
    expect(whyNotCancel(order('Expired', ['Cancelled']))).toMatch(/expired unpaid/);
  });
  it('an expired order no longer changes', () => {
    const expired = order('Expired', ['Cancelled']);
    expect(whyNot({ level: 'subOrder', role: 'store', from: 'Cancelled', to: 'OrderReceived', order: expired })?.reason).toMatch(/Expired/);
  });
});

describe('scheduled orders, declining and the customer cancelling', () => {
  it('a scheduled part reaches the shop as a new order, moved by the system only', () => {
    const state = order('Scheduled', ['Scheduled', 'Scheduled']);
    expect(canMove({ level: 'subOrder', role: 'system', from: 'Scheduled', to: 'Pending', order: state })).toBe(true);
    expect(whyNot({ level: 'subOrder', role: 'store', from: 'Scheduled', to: 'OrderReceived', order: state })?.reason).toBe(
      'This order is scheduled for later: it comes to you as a new order before its time slot.',
    );
  });

  it('a shop declines only a new part, and the order follows: declined when every shop said no', () => {
    const state = order('Pending', ['Pending']);
    expect(canMove({ level: 'subOrder', role: 'store', from: 'Pending', to: 'Declined', order: state })).toBe(true);
    expect(canMove({ level: 'subOrder', role: 'store', from: 'OrderReceived', to: 'Declined', order: order('OrderReceived', ['OrderReceived']) })).toBe(false);
    expect(canMove({ level: 'order', role: 'system', from: 'Pending', to: 'Declined', order: order('Pending', ['Declined']) })).toBe(true);
    expect(canMove({ level: 'order', role: 'system', from: 'Pending', to: 'Preparing', order: order('Pending', ['Declined', 'Preparing']) })).toBe(true);
  });

  it('the customer cancels until a shop starts preparing', () => {
    expect(canMove({ level: 'order', role: 'customer', from: 'Scheduled', to: 'Cancelled', order: order('Scheduled', ['Scheduled']) })).toBe(true);
    expect(canMove({ level: 'order', role: 'customer', from: 'Pending', to: 'Cancelled', order: order('Pending', ['OrderReceived', 'Declined']) })).toBe(true);
    expect(canMove({ level: 'order', role: 'customer', from: 'AwaitingPayment', to: 'Cancelled', order: order('AwaitingPayment', ['AwaitingPayment', 'AwaitingPayment']) })).toBe(true);
    expect(whyNot({ level: 'order', role: 'customer', from: 'Expired', to: 'Cancelled', order: order('Expired', ['Cancelled']) })?.reason).toBe(
      'This order expired unpaid and is already cancelled.',
    );
    expect(whyNot({ level: 'order', role: 'customer', from: 'Pending', to: 'Cancelled', order: order('Pending', ['Pending', 'Preparing']) })?.reason).toBe(
      'A shop has started preparing this order, so it can no longer be cancelled.',
    );
  });
});
