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

describe('tip amounts', () => {
  it('are whole shillings from 1 to the maximum', async () => {
    const { whyNotTipAmount, MAX_TIP } = await import('./tips.ts');
    expect(whyNotTipAmount(50)).toBeNull();
    expect(whyNotTipAmount(MAX_TIP)).toBeNull();
    expect(whyNotTipAmount(0)).toContain('at least');
    expect(whyNotTipAmount(-20)).toContain('at least');
    expect(whyNotTipAmount(20.5)).toContain('whole number');
    expect(whyNotTipAmount(MAX_TIP + 1)).toContain('at most');
  });

  it('at checkout need a Sokoni rider', async () => {
    const { whyNoCheckoutTip } = await import('./tips.ts');
    expect(whyNoCheckoutTip('own', 0)).toBeNull();
    expect(whyNoCheckoutTip('own', 50)).toContain('Sokoni delivery');
    expect(whyNoCheckoutTip('platform', 50)).toBeNull();
  });
});
