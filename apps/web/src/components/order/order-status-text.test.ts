import { describe, expect, it } from 'vitest';
import { statusLabel, statusSentence } from './order-status-text.ts';

describe('order status words', () => {
  it('reads every status as words', () => {
    expect(statusLabel('ReadyForPickup')).toBe('Ready For Pickup');
    expect(statusLabel('OrderReceived')).toBe('Order Received');
    expect(statusLabel('Confirmed Delivered')).toBe('Confirmed Delivered');
    expect(statusLabel('AwaitingPayment')).toBe('Awaiting Payment');
  });

  it('gives the driver sentence case', () => {
    expect(statusSentence('OutForDelivery')).toBe('Out for delivery');
    expect(statusSentence('Confirmed Delivered')).toBe('Confirmed Delivered');
  });
});
