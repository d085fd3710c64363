import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** DELETE /api/products/{id}: past orders keep their own copy of the product. */
export function deleteProduct(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/products/${id}`, { auth: 'partner' });
}

export function useDeleteProduct(partnerId: string) {
  const queryClient = useQueryClient();
  const key = partnerKeys.products(partnerId);
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<TProduct[]>(key, (list) => list?.filter((p) => p._id !== id));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
