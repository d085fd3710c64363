import { describe, expect, it } from 'vitest';
import { amountDue, leftToPay } from './amount-due.ts';

describe('amount due and left to pay', () => {
  it('takes the discount off the items, and adds the fee', () => {
    expect(amountDue({ total: 1000.05, deliveryFee: 120, discount: 100 })).toBe(1020.05);
  });

  it('left to pay: less credit, with a checkout tip on top that neither discount nor credit pays', () => {
    expect(leftToPay({ total: 1000.05, deliveryFee: 120, discount: 100, creditUsed: 300, checkoutTip: 50 })).toBe(770.05);
    expect(leftToPay({ total: 1000, deliveryFee: 120, discount: 100, creditUsed: 1020, checkoutTip: 50 })).toBe(50);
    expect(leftToPay({ total: 0.1, deliveryFee: 0.2 })).toBe(0.3);
  });
});
