import { queryOptions } from '@tanstack/react-query';
import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { checkoutKeys } from './query-keys.ts';

/**
 * POST /api/delivery/quote: the fee the server will charge for these items and this address; with
 * the customer's token, also the Sokoni credit that would pay part of it.
 */
export function getDeliveryQuote(body: TDeliveryQuoteRequest, signal?: AbortSignal): Promise<TDeliveryQuoteResponse> {
  return api.post<TDeliveryQuoteResponse>('/api/delivery/quote', body, { signal, ...(getSession().user?.token ? { auth: 'user' as const } : {}) });
}

export const deliveryQuoteQueryOptions = (body: TDeliveryQuoteRequest, enabled: boolean) =>
  queryOptions({
    queryKey: checkoutKeys.deliveryQuote(body),
    queryFn: ({ signal }) => getDeliveryQuote(body, signal),
    enabled,
    // A failed quote is shown at once with a 'Try again' button rather than retried behind the customer's back.
    retry: false,
    staleTime: 60_000,
  });
