import { useQuery } from '@tanstack/react-query';
import type { TDeliveryQuoteRequest } from '@sokoni/domain/contracts/orders';
import { deliveryQuoteQueryOptions } from '../../../lib/delivery-quote.ts';

/** POST /api/delivery/quote for the cart and the customer's place: the same query the checkout asks. */
export function useDeliveryEstimate(body: TDeliveryQuoteRequest | null) {
  const fallback: TDeliveryQuoteRequest = { items: [], delivery: { town: '', location: '', option: 'platform' } };
  return useQuery(deliveryQuoteQueryOptions(body ?? fallback, body !== null));
}
