import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';
import type { TAdminPartnerAction } from './verify-partner.ts';

/** POST /api/admin/partners/{id}/suspend {reason}: the store leaves every public list at once. */
export function suspendPartner({ id, reason }: { id: string; reason: string }): Promise<TAdminPartnerAction> {
  return api.post<TAdminPartnerAction>(`/api/admin/partners/${id}/suspend`, { reason }, { auth: 'partner' });
}

export function useSuspendPartner() {
  return useAdminAction(suspendPartner, 'suspendStore');
}
