import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';
import type { TAdminPartnerAction } from './verify-partner.ts';

/** POST /api/admin/partners/{id}/reinstate {reason} */
export function reinstatePartner({ id, reason }: { id: string; reason: string }): Promise<TAdminPartnerAction> {
  return api.post<TAdminPartnerAction>(`/api/admin/partners/${id}/reinstate`, { reason }, { auth: 'partner' });
}

export function useReinstatePartner() {
  return useAdminAction(reinstatePartner, 'reinstateStore');
}
