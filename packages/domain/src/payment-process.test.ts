import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './mpesa-payment.ts';
import { paymentStatusAfterRefunds } from './mpesa-refund.ts';
import { PAYMENT_MOVES, canMovePayment, initialPaymentStatus, paymentStatusAfter, whyNotPaymentMove } from './payment-process.ts';

describe('the payment process table', () => {
  it('names only real statuses, and every status is reached or started from', () => {
    const named = new Set(PAYMENT_MOVES.flatMap((m) => [...m.from, ...m.to]));
    for (const status of named) expect(PAYMENT_STATUSES).toContain(status);
    const reached = new Set([initialPaymentStatus(true), initialPaymentStatus(false), ...PAYMENT_MOVES.flatMap((m) => m.to)]);
    expect([...reached].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('lets cash be paid only at hand-over, by whoever hands it over or confirms it', () => {
    expect(initialPaymentStatus(false)).toBe('Pending');
    for (const by of ['driver', 'customer', 'admin'] as const) expect(canMovePayment({ event: 'cashCollected', by, from: 'Pending', to: 'Paid' })).toBe(true);
    expect(whyNotPaymentMove({ event: 'cashCollected', by: 'store', from: 'Pending', to: 'Paid' })).toBe('store may not cause cashCollected');
    expect(paymentStatusAfter('cashCollected', 'Paid')).toBeNull();
  });

  it('takes an M-Pesa order from waiting to paid, failed, cash or expired, and only M-Pesa confirms it', () => {
    expect(initialPaymentStatus(true)).toBe('AwaitingPayment');
    expect(paymentStatusAfter('promptFailed', 'AwaitingPayment')).toBe('Failed');
    expect(paymentStatusAfter('promptSent', 'Failed')).toBe('AwaitingPayment');
    for (const from of ['AwaitingPayment', 'Failed']) {
      expect(paymentStatusAfter('mpesaConfirmed', from)).toBe('Paid');
      expect(paymentStatusAfter('switchedToCash', from)).toBe('Pending');
      expect(paymentStatusAfter('expired', from)).toBe('Expired');
    }
    expect(canMovePayment({ event: 'mpesaConfirmed', by: 'customer', from: 'AwaitingPayment', to: 'Paid' })).toBe(false);
    expect(canMovePayment({ event: 'switchedToCash', by: 'system', from: 'Failed', to: 'Pending' })).toBe(false);
  });

  it('never moves a paid, expired or refunded order back to waiting, cash or paid by M-Pesa again', () => {
    for (const from of ['Paid', 'Expired', 'Refunded', 'RefundPending', 'RefundFailed']) {
      for (const event of ['promptSent', 'promptFailed', 'mpesaConfirmed', 'switchedToCash', 'expired'] as const) {
        expect(paymentStatusAfter(event, from), `${event} from ${from}`).toBeNull();
      }
    }
    expect(whyNotPaymentMove({ event: 'refundsChanged', by: 'system', from: 'Refunded', to: 'RefundPending' })).toMatch(/does not move a payment from Refunded/);
    expect(whyNotPaymentMove({ event: 'mpesaConfirmed', by: 'system', from: 'Paid', to: 'Paid' })).toMatch(/does not change/);
  });

  it('allows every status the refunds can lead to, from money still held', () => {
    const sent = { state: 'sent' as const, amountCents: 10000 };
    const cases = [
      { from: 'Paid', refunds: [{ state: 'sending' as const, amountCents: 10000 }] },
      { from: 'RefundPending', refunds: [sent] },
      { from: 'RefundPending', refunds: [{ state: 'failed' as const, amountCents: 10000 }] },
      { from: 'RefundFailed', refunds: [{ state: 'retried' as const, amountCents: 10000 }, { state: 'sending' as const, amountCents: 10000 }] },
      { from: 'RefundPending', refunds: [{ state: 'sent' as const, amountCents: 4000 }] },
    ];
    for (const { from, refunds } of cases) {
      const to = paymentStatusAfterRefunds(10000, refunds);
      expect(canMovePayment({ event: 'refundsChanged', by: 'system', from, to }), `${from} -> ${to}`).toBe(true);
    }
  });
});
