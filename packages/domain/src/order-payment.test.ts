import { describe, expect, it } from 'vitest';
import { paymentStatusAfterMove } from './order-payment.ts';

describe('cash on delivery', () => {
  const cod = { paymentMethod: 'COD', paymentStatus: 'Pending' };

  it('is paid when the goods are handed over', () => {
    expect(paymentStatusAfterMove(cod, 'Delivered')).toBe('Paid');
    expect(paymentStatusAfterMove(cod, 'Confirmed Delivered')).toBe('Paid');
  });

  it('is still pending before that, and when the order is cancelled', () => {
    expect(paymentStatusAfterMove(cod, 'OutForDelivery')).toBe('Pending');
    expect(paymentStatusAfterMove(cod, 'Cancelled')).toBe('Pending');
  });
});
