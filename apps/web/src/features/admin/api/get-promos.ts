import { queryOptions } from '@tanstack/react-query';
import type { TPromoList } from '@sokoni/domain/contracts/promos';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/promos: every promo code, newest first, with its uses and where it stands. */
export function getPromos(): Promise<TPromoList> {
  return api.get<TPromoList>('/api/admin/promos', { auth: 'partner' });
}

export const promosQueryOptions = () => queryOptions({ queryKey: adminKeys.promos(), queryFn: getPromos, staleTime: 0 });
