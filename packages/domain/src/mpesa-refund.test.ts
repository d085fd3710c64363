import { describe, expect, it } from 'vitest';
import { givenAsCredit, paymentStatusAfterRefunds, refundAmountCents } from './mpesa-refund.ts';

describe('refundAmountCents', () => {
  it('rounds what is owed up to the shilling, like the payment', () => {
    expect(refundAmountCents(7650, 22700, [])).toBe(7700);
  });
  it('never sends more than what is left of the payment', () => {
    expect(refundAmountCents(30000, 22700, [])).toBe(22700);
    expect(refundAmountCents(20000, 22700, [{ state: 'sent', amountCents: 10000 }, { state: 'pending', amountCents: 2700 }])).toBe(10000);
    expect(refundAmountCents(5000, 22700, [{ state: 'sent', amountCents: 22700 }])).toBe(0);
  });
  it('does not count failed or retried refunds as money gone', () => {
    expect(refundAmountCents(22700, 22700, [{ state: 'failed', amountCents: 22700 }, { state: 'retried', amountCents: 22700 }])).toBe(22700);
  });
});

describe('paymentStatusAfterRefunds', () => {
  it('is RefundPending while one is in flight, RefundFailed when one failed', () => {
    expect(paymentStatusAfterRefunds(10000, [{ state: 'sent', amountCents: 4000 }, { state: 'pending', amountCents: 6000 }])).toBe('RefundPending');
    expect(paymentStatusAfterRefunds(10000, [{ state: 'failed', amountCents: 6000 }])).toBe('RefundFailed');
  });
  it('is Refunded when all went back, and stays Paid when only part did', () => {
    expect(paymentStatusAfterRefunds(10000, [{ state: 'sent', amountCents: 4000 }, { state: 'sent', amountCents: 6000 }])).toBe('Refunded');
    expect(paymentStatusAfterRefunds(10000, [{ state: 'sent', amountCents: 4000 }, { state: 'retried', amountCents: 6000 }])).toBe('Paid');
  });
  it('counts money given back as credit as back with the customer', () => {
    expect(paymentStatusAfterRefunds(10000, [{ state: 'sent', amountCents: 9400 }, { state: 'credited', amountCents: 600 }])).toBe('Refunded');
    expect(refundAmountCents(10000, 10000, [{ state: 'credited', amountCents: 600 }])).toBe(9400);
  });
});

describe('givenAsCredit', () => {
  it('is true for more than nothing below M-Pesa\'s Ksh 10 minimum, and only then', () => {
    expect([0, 1, 600, 999, 1000, 1500].map(givenAsCredit)).toEqual([false, true, true, true, false, false]);
  });
});
