import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRiderRating, TRiderRatingRequest } from '@sokoni/domain/contracts/after-delivery';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** POST /api/orders/{id}/rider-rating: 1 to 5 stars, optional tags and comment; once per order. */
export function rateRider(orderId: string, body: TRiderRatingRequest): Promise<TRiderRating> {
  return api.post<TRiderRating>(`/api/orders/${encodeURIComponent(orderId)}/rider-rating`, body, { auth: 'user' });
}

export function useRateRider(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRiderRatingRequest) => rateRider(orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
