import { describe, expect, it } from 'vitest';
import { mpesaAmount, whyNotPayAgain } from './mpesa-payment.ts';

describe('M-Pesa amount', () => {
  it('asks for whole shillings, rounding the items and fee up', () => {
    expect(mpesaAmount(820, 50)).toBe(870);
    expect(mpesaAmount(820.01, 50)).toBe(871);
    expect(mpesaAmount(0.1 + 0.2, 99.7)).toBe(100);
    expect(mpesaAmount(119.5, 0.5)).toBe(120);
    // A checkout tip is whole shillings, added after the rounding.
    expect(mpesaAmount(820.01, 50, { tip: 20 })).toBe(891);
    // Sokoni credit pays part of the items and fee; the tip is still paid on top.
    expect(mpesaAmount(820.01, 50, { creditUsed: 300 })).toBe(571);
    expect(mpesaAmount(820, 50, { creditUsed: 300, tip: 50 })).toBe(620);
  });

  it('takes a promo discount off the items before credit, and never off the tip', () => {
    expect(mpesaAmount(820.01, 50, { discount: 100 })).toBe(771);
    // ceil(820.01 - 100 + 50 - 300) + 20
    expect(mpesaAmount(820.01, 50, { discount: 100, creditUsed: 300, tip: 20 })).toBe(491);
    // Credit that pays everything the discount left: only the tip is asked for.
    expect(mpesaAmount(820, 50, { discount: 100, creditUsed: 770, tip: 30 })).toBe(30);
  });
});

describe('paying again', () => {
  const order = { status: 'AwaitingPayment', paymentMethod: 'Mpesa', paymentStatus: 'Failed' };
  it('is allowed while the order waits for its payment', () => {
    expect(whyNotPayAgain(order)).toBeNull();
    expect(whyNotPayAgain({ ...order, paymentStatus: 'AwaitingPayment' })).toBeNull();
  });
  it('is refused, with the reason, once paid, expired or cancelled', () => {
    expect(whyNotPayAgain({ ...order, status: 'Pending', paymentStatus: 'Paid' })).toBe('This order is already paid.');
    expect(whyNotPayAgain({ ...order, status: 'Expired', paymentStatus: 'Expired' })).toMatch(/expired/);
    expect(whyNotPayAgain({ ...order, status: 'Cancelled' })).toBe('This order is cancelled.');
  });
});

describe('account reference', () => {
  it('fits the order number in Daraja\'s 12 characters and back', async () => {
    const { mpesaAccountReference, orderNumberOfAccountReference } = await import('./mpesa-payment.ts');
    expect(mpesaAccountReference('SKN-20261124-004217')).toBe('261124004217');
    expect(orderNumberOfAccountReference('261124004217')).toBe('SKN-20261124-004217');
    expect(orderNumberOfAccountReference('skn 261124 004217')).toBe('SKN-20261124-004217');
    expect(orderNumberOfAccountReference('hello')).toBeNull();
  });
});
