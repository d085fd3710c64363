import type { TPlaceOrderRequest, TPlaceOrderResponse } from '@sokoni/domain/contracts/orders';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { placeOrder } from '../api/place-order.ts';
import { i18n } from '../../../i18n/i18n.ts';

function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-HTTP pages have no randomUUID; 16 random bytes in hex do the same job.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: TPlaceOrderResponse }
  | { kind: 'fee-changed'; fee: number }
  | { kind: 'failed'; message: string }
  /** The promo code no longer applies (used up, paused meanwhile): the server's reason. */
  | { kind: 'promo-refused'; message: string }
  | { kind: 'busy' };

/**
 * Submits an order once per attempt. One Idempotency-Key is used for as long as the same order
 * is being sent, so a double click or a retry after a lost answer cannot create a second
 * order; a changed order or a refusal starts a new attempt.
 */
export function usePlaceOrder() {
  const inFlight = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (body: TPlaceOrderRequest): Promise<PlaceOrderOutcome> => {
    if (inFlight.current) return { kind: 'busy' };
    inFlight.current = true;
    setSubmitting(true);
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newAttemptKey() };
    try {
      return { kind: 'placed', order: await placeOrder(body, attempt.current.key) };
    } catch (error) {
      if (!(error instanceof ApiError)) return { kind: 'failed', message: i18n.t('checkout:placeOrder.failed') };
      // The server answered, so that attempt is over; a lost answer keeps the key for the retry.
      if (!error.isNetworkError) attempt.current = null;
      const fee = error.data['fee'];
      if (error.status === 409 && typeof fee === 'number') return { kind: 'fee-changed', fee };
      if (error.status === 409 && error.data['promo'] && error.serverMessage) return { kind: 'promo-refused', message: error.serverMessage };
      return { kind: 'failed', message: error.serverMessage ? i18n.t('checkout:placeOrder.error', { reason: error.serverMessage }) : i18n.t('checkout:placeOrder.failed') };
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
