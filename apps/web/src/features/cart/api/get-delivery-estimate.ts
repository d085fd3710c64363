import { useQuery } from '@tanstack/react-query';
import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';

/** POST /api/delivery/quote for the cart and the customer's place: the fee before checkout. */
export function useDeliveryEstimate(body: TDeliveryQuoteRequest | null) {
  return useQuery({
    queryKey: ['cart', 'delivery-estimate', body],
    queryFn: ({ signal }) => api.post<TDeliveryQuoteResponse>('/api/delivery/quote', body, { signal }),
    enabled: body !== null,
    // A refusal (a shop too far away) is an answer to show, not a hiccup to retry.
    retry: false,
    staleTime: 60_000,
  });
}
