import { queryOptions } from '@tanstack/react-query';
import type { TPromoUses } from '@sokoni/domain/contracts/promos';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/promos/:id/uses: the orders that used a code, newest first. */
export function getPromoUses(id: string): Promise<TPromoUses> {
  return api.get<TPromoUses>(`/api/admin/promos/${id}/uses`, { auth: 'partner' });
}

export const promoUsesQueryOptions = (id: string) => queryOptions({ queryKey: adminKeys.promoUses(id), queryFn: () => getPromoUses(id), staleTime: 0 });
