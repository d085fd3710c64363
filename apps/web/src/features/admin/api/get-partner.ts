import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminPartnerDetail } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/partners/{id}: one store with its permit and activity counts. */
export function getPartner(id: string): Promise<TAdminPartnerDetail> {
  return api.get<TAdminPartnerDetail>(`/api/admin/partners/${id}`, { auth: 'partner' });
}

export function usePartner(id: string | null) {
  return useQuery(queryOptions({ queryKey: adminKeys.partner(id), queryFn: () => getPartner(id!), enabled: id !== null }));
}
