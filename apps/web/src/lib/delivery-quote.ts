import { queryOptions } from '@tanstack/react-query';
import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import { parseLatLng } from '@sokoni/domain/geo';
import { api } from './api-client.ts';
import type { DeliveryPlace } from './delivery-place.ts';
import { getSession } from './session.ts';
import { orderLines, type CartItem } from './cart.ts';

/**
 * POST /api/delivery/quote: the fee the server will charge for these items and this place; with
 * the customer's token, also the Sokoni credit that would pay part of it. The cart and the
 * checkout ask through this one query, so for the same items and place they show the same figures.
 */
export function getDeliveryQuote(body: TDeliveryQuoteRequest, signal?: AbortSignal, auth?: 'user'): Promise<TDeliveryQuoteResponse> {
  const signedIn = auth ?? (getSession().user?.token ? ('user' as const) : undefined);
  return api.post<TDeliveryQuoteResponse>('/api/delivery/quote', body, { signal, ...(signedIn ? { auth: signedIn } : {}) });
}

export const deliveryQuoteKey = (body: TDeliveryQuoteRequest) => ['delivery-quote', body] as const;

export const deliveryQuoteQueryOptions = (body: TDeliveryQuoteRequest, enabled: boolean) =>
  queryOptions({
    queryKey: deliveryQuoteKey(body),
    queryFn: ({ signal }) => getDeliveryQuote(body, signal),
    enabled,
    // A refusal (a shop too far away) is an answer to show, not a hiccup to retry behind the customer's back.
    retry: false,
    staleTime: 60_000,
  });

/** The quote request of a cart for Sokoni delivery to a place, written the same way on every screen. */
export function platformQuoteRequest(items: readonly CartItem[], place: DeliveryPlace): TDeliveryQuoteRequest {
  return {
    items: orderLines(items),
    delivery: { town: place.town.trim(), location: place.location.trim(), option: 'platform' },
  };
}

/** The place a cart is priced for before checkout: the one picked on the device, else the profile's home. */
export function cartPlaceOf(picked: DeliveryPlace | null, profile: { town?: string | null; location?: string | null } | undefined): DeliveryPlace | null {
  if (picked) return picked;
  return profile?.location && parseLatLng(profile.location) ? { town: profile.town ?? '', location: profile.location } : null;
}
