import type { TAdminPauseRequest } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';
import type { TAdminPartnerAction } from './verify-partner.ts';

/** POST /api/admin/partners/{id}/pause {minutes, reason}: the store takes no new orders until then (audited). */
export function pausePartner({ id, ...request }: TAdminPauseRequest & { id: string }): Promise<TAdminPartnerAction> {
  return api.post<TAdminPartnerAction>(`/api/admin/partners/${id}/pause`, request, { auth: 'partner' });
}

/** DELETE /api/admin/partners/{id}/pause: the store takes orders again (audited). */
export function resumePartner(id: string): Promise<TAdminPartnerAction> {
  return api.delete<TAdminPartnerAction>(`/api/admin/partners/${id}/pause`, { auth: 'partner' });
}

export function usePausePartner() {
  return useAdminAction(pausePartner, 'pauseStore');
}

export function useResumePartner() {
  return useAdminAction(resumePartner, 'liftPause');
}
