import { queryOptions } from '@tanstack/react-query';
import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';
import { checkoutKeys } from './query-keys.ts';

/**
 * POST /api/delivery/quote: the fee the server will charge for these items and this address; with
 * the customer's token, also the Sokoni credit that would pay part of it. With a promo code it is
 * sent signed in (`auth`), so the customer's own rules for the code are checked.
 */
export function getDeliveryQuote(body: TDeliveryQuoteRequest, signal?: AbortSignal, auth?: 'user'): Promise<TDeliveryQuoteResponse> {
  const signedIn = auth ?? (getSession().user?.token ? ('user' as const) : undefined);
  return api.post<TDeliveryQuoteResponse>('/api/delivery/quote', body, { signal, ...(signedIn ? { auth: signedIn } : {}) });
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
