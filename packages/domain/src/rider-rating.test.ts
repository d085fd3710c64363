import { describe, expect, it } from 'vitest';
import { averageRating, whyNoRiderRating } from './rider-rating.ts';

describe('rider ratings', () => {
  const order = { status: 'Delivered', deliveryOption: 'platform' as const, assignedDriverId: 'r1' };
  it('are for delivered orders a Sokoni rider brought', () => {
    expect(whyNoRiderRating(order)).toBeNull();
    expect(whyNoRiderRating({ ...order, status: 'Confirmed Delivered' })).toBeNull();
    expect(whyNoRiderRating({ ...order, status: 'OutForDelivery' })).toContain('once the order is delivered');
    expect(whyNoRiderRating({ ...order, deliveryOption: 'own', assignedDriverId: null })).toContain('Sokoni rider');
  });

  it('average to one decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2])).toBe(1.5);
  });
});
