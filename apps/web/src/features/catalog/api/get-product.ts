import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** GET /api/products/{id}: one product. */
export function getProduct(id: string): Promise<TProduct> {
  return api.get<TProduct>(`/api/products/${encodeURIComponent(id)}`);
}

export const productQueryOptions = (id: string) => queryOptions({ queryKey: catalogKeys.product(id), queryFn: () => getProduct(id) });

export function useProduct(id: string | null, initial?: TProduct) {
  return useQuery({
    ...productQueryOptions(id ?? ''),
    enabled: id !== null,
    ...(initial && initial._id === id ? { placeholderData: initial } : {}),
  });
}
