import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOwnProduct, TProductAvailability } from '@sokoni/domain/contracts/product';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** PUT /api/products/{id}/availability: sold out (until the end of the day) or back on sale; stock is kept. */
export function setProductAvailability(productId: string, request: TProductAvailability): Promise<TOwnProduct> {
  return api.put<TOwnProduct>(`/api/products/${productId}/availability`, request, { auth: 'partner' });
}

export function useSetProductAvailability(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, ...request }: TProductAvailability & { productId: string }) => setProductAvailability(productId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.products(partnerId) }),
  });
}
