import { describe, expect, it } from 'vitest';
import { whyNoTip } from './tips.ts';

const delivered = new Date('2026-11-24T10:00:00Z');
const order = { status: 'Delivered', deliveryOption: 'platform' as const, assignedDriverId: 'r1', deliveredAt: delivered };

describe('tips', () => {
  it('go to the rider up to a day after delivery', () => {
    expect(whyNoTip(order, new Date('2026-11-25T09:59:00Z'))).toBeNull();
    expect(whyNoTip({ ...order, status: 'Confirmed Delivered' }, delivered)).toBeNull();
    expect(whyNoTip(order, new Date('2026-11-25T10:01:00Z'))).toContain('up to a day');
  });

  it('need a delivered order that a rider brought', () => {
    expect(whyNoTip({ ...order, status: 'OutForDelivery', deliveredAt: null }, delivered)).toContain('once the order is delivered');
    expect(whyNoTip({ ...order, deliveryOption: 'own', assignedDriverId: null }, delivered)).toContain('Sokoni rider');
  });
});
