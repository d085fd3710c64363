import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct, TProductList } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/products?partnerId={id}: the store's products, newest first, as { products }. */
export async function getOwnProducts(partnerId: string): Promise<TProduct[]> {
  const body = await api.get<TProductList>(`/api/products?partnerId=${encodeURIComponent(partnerId)}`);
  return body.products;
}

export const ownProductsQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: partnerKeys.products(partnerId), queryFn: () => getOwnProducts(partnerId) });

export function useOwnProducts(partnerId: string) {
  return useQuery(ownProductsQueryOptions(partnerId));
}
