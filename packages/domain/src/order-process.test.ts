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

describe('the order following its sub-orders', () => {
  it('moves to the slowest live sub-order, and nowhere else', () => {
    const state = order('Pending', ['Preparing', 'OrderReceived']);
    expect(nextMoves({ level: 'order', role: 'system', from: 'Pending', order: state })).toEqual(['OrderReceived']);
    expect(canMove({ level: 'order', role: 'system', from: 'Delivered', to: 'Pending', order: order('Delivered', ['Pending']) })).toBe(false);
  });
});

describe('the statuses still to come', () => {
  it('are declared but no move reaches them yet', () => {
    const reached = new Set(ORDER_PROCESS.map((m) => m.to as string));
    for (const status of UPCOMING_STATUSES) expect(reached.has(status), status).toBe(false);
  });
});
