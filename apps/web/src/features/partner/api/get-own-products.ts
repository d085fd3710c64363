import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/products?partnerId={id}: the store's products, newest first (the spec's plain list). */
export async function getOwnProducts(partnerId: string): Promise<TProduct[]> {
  const body = await api.get<TProduct[] | { items: TProduct[] }>(`/api/products?partnerId=${encodeURIComponent(partnerId)}`);
  return Array.isArray(body) ? body : body.items;
}

export const ownProductsQueryOptions = (partnerId: string) =>
  queryOptions({ queryKey: partnerKeys.products(partnerId), queryFn: () => getOwnProducts(partnerId) });

export function useOwnProducts(partnerId: string) {
  return useQuery(ownProductsQueryOptions(partnerId));
}
