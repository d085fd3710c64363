import type { z } from 'zod';
import type { ZAdminPartnerActionResponse } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

export type TAdminPartnerAction = z.infer<typeof ZAdminPartnerActionResponse>;

/** POST /api/admin/partners/{id}/verify */
export function verifyPartner(id: string): Promise<TAdminPartnerAction> {
  return api.post<TAdminPartnerAction>(`/api/admin/partners/${id}/verify`, undefined, { auth: 'partner' });
}

export function useVerifyPartner() {
  return useAdminAction(verifyPartner, 'verifyStore');
}
