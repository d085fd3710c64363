import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDeliverySlotsResponse } from '@sokoni/domain/contracts/orders';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from './query-keys.ts';

type TDeliverySlots = z.infer<typeof ZDeliverySlotsResponse>;

/** GET /api/delivery/slots: the times an order for later of these products can be placed for. */
export function getDeliverySlots(productIds: readonly string[], signal?: AbortSignal): Promise<TDeliverySlots> {
  return api.get<TDeliverySlots>(`/api/delivery/slots?products=${productIds.map(encodeURIComponent).join(',')}`, { signal });
}

export function useDeliverySlots(productIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.deliverySlots(productIds),
    queryFn: ({ signal }) => getDeliverySlots(productIds, signal),
    enabled: enabled && productIds.length > 0,
    // Slots move on every half hour; a minute-old list is still good (the server checks again).
    staleTime: 60_000,
  });
}
