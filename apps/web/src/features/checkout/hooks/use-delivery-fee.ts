import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeliveryQuoteRequest, TDeliveryQuoteResponse } from '@sokoni/domain/contracts/orders';
import type { DeliveryOption } from '@sokoni/domain/delivery-fee';
import { parseLatLng } from '@sokoni/domain/geo';
import { useMemo } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { orderLines, type CartItem } from '../../../lib/cart.ts';
import { deliveryQuoteQueryOptions } from '../api/get-delivery-quote.ts';
import type { FeeState } from '../checkout-guards.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { checkoutKeys } from '../api/query-keys.ts';

/** Typing a town or coordinates settles for this long before the fee is asked for. */
const SETTLE_MS = 400;

export interface DeliveryFee {
  state: FeeState;
  /** Null until the server has quoted, and again after a failure. */
  fee: number | null;
  quote: TDeliveryQuoteResponse | null;
  /** Why the server could not quote, when it said. */
  reason: string | null;
  /** 'This shop is 183 km away: delivery Ksh 4,770.00': a high fee, or what a refused far trip would cost. */
  warning: string | null;
  retry: () => void;
  /** The server announced a different fee when the order was placed: show that one. */
  replaceFee: (fee: number) => void;
}

/**
 * The delivery fee as the checkout shows it: calculated by the server whenever the items, town,
 * pin or delivery option change. Own delivery costs nothing and needs no quote.
 */
export function useDeliveryFee(items: CartItem[], town: string, location: string, option: DeliveryOption, scheduledFor: string | null = null): DeliveryFee {
  const queryClient = useQueryClient();
  const wanted: TDeliveryQuoteRequest = useMemo(
    () => ({
      items: orderLines(items),
      delivery: { town: town.trim(), location: location.trim(), option },
      // An order for later is quoted for its slot: a shop closed now may be open then.
      ...(scheduledFor ? { scheduledFor } : {}),
    }),
    [items, town, location, option, scheduledFor],
  );
  const settled = useDebouncedValue(wanted, SETTLE_MS);
  const known = settled.items.length > 0 && settled.delivery.town !== '' && parseLatLng(settled.delivery.location) !== null;
  const isPlatform = option === 'platform';
  const query = useQuery(deliveryQuoteQueryOptions(settled, isPlatform && known));
  const settling = JSON.stringify(wanted) !== JSON.stringify(settled);

  const retry = () => void query.refetch();
  const replaceFee = (fee: number) =>
    queryClient.setQueryData<TDeliveryQuoteResponse>(checkoutKeys.deliveryQuote(settled), (old) => (old ? { ...old, fee } : old));

  const none = { warning: null, retry, replaceFee };
  if (!isPlatform) return { state: 'ready', fee: 0, quote: null, reason: null, ...none };
  const wantedKnown = wanted.items.length > 0 && wanted.delivery.town !== '' && parseLatLng(wanted.delivery.location) !== null;
  if (!wantedKnown) return { state: 'waiting', fee: null, quote: null, reason: null, ...none };
  if (settling || query.isFetching || query.isPending) return { state: 'calculating', fee: null, quote: null, reason: null, ...none };
  if (query.isError) {
    const refusedWarning = query.error instanceof ApiError ? query.error.data['warning'] : undefined;
    const warning = typeof refusedWarning === 'string' ? refusedWarning : null;
    return { state: 'failed', fee: null, quote: null, reason: messageOf(query.error, '') || null, ...none, warning };
  }
  return { state: 'ready', fee: query.data.fee, quote: query.data, reason: null, ...none, warning: query.data.warning ?? null };
}
