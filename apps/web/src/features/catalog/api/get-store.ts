import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** GET /api/partners/{id}: one store. */
export function getStore(id: string): Promise<TPublicPartner> {
  return api.get<TPublicPartner>(`/api/partners/${encodeURIComponent(id)}`);
}

export const storeQueryOptions = (id: string) => queryOptions({ queryKey: catalogKeys.store(id), queryFn: () => getStore(id) });

export function useStore(id: string | null, initial?: TPublicPartner) {
  return useQuery({
    ...storeQueryOptions(id ?? ''),
    enabled: id !== null,
    ...(initial && initial._id === id ? { placeholderData: initial } : {}),
  });
}
