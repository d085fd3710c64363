import { queryOptions } from '@tanstack/react-query';
import type { TCommissionRequest, TCommissionView } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/partners/{id}/commission: the store's own rate, or COMMISSION_PERCENT. */
export function getCommission(partnerId: string): Promise<TCommissionView> {
  return api.get<TCommissionView>(`/api/admin/partners/${encodeURIComponent(partnerId)}/commission`, { auth: 'partner' });
}
export const commissionQueryOptions = (partnerId: string) => queryOptions({ queryKey: adminKeys.commission(partnerId), queryFn: () => getCommission(partnerId) });

/** PUT /api/admin/partners/{id}/commission: a rate of its own, or null for the default (audited). */
export function setCommission(partnerId: string, body: TCommissionRequest): Promise<unknown> {
  return api.put(`/api/admin/partners/${encodeURIComponent(partnerId)}/commission`, body, { auth: 'partner' });
}
