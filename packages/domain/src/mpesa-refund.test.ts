import { describe, expect, it } from 'vitest';
import { paymentStatusAfterRefunds, refundAmount } from './mpesa-refund.ts';

describe('refundAmount', () => {
  it('rounds what is owed up to the shilling, like the payment', () => {
    expect(refundAmount(76.5, 227, [])).toBe(77);
  });
  it('never sends more than what is left of the payment', () => {
    expect(refundAmount(300, 227, [])).toBe(227);
    expect(refundAmount(200, 227, [{ state: 'sent', amount: 100 }, { state: 'pending', amount: 27 }])).toBe(100);
    expect(refundAmount(50, 227, [{ state: 'sent', amount: 227 }])).toBe(0);
  });
  it('does not count failed or retried refunds as money gone', () => {
    expect(refundAmount(227, 227, [{ state: 'failed', amount: 227 }, { state: 'retried', amount: 227 }])).toBe(227);
  });
});

describe('paymentStatusAfterRefunds', () => {
  it('is RefundPending while one is in flight, RefundFailed when one failed', () => {
    expect(paymentStatusAfterRefunds(100, [{ state: 'sent', amount: 40 }, { state: 'pending', amount: 60 }])).toBe('RefundPending');
    expect(paymentStatusAfterRefunds(100, [{ state: 'failed', amount: 60 }])).toBe('RefundFailed');
  });
  it('is Refunded when all went back, and stays Paid when only part did', () => {
    expect(paymentStatusAfterRefunds(100, [{ state: 'sent', amount: 40 }, { state: 'sent', amount: 60 }])).toBe('Refunded');
    expect(paymentStatusAfterRefunds(100, [{ state: 'sent', amount: 40 }, { state: 'retried', amount: 60 }])).toBe('Paid');
  });
});
