import type { z } from 'zod';
import type { ZAdminDriverActionResponse } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';

export type TAdminDriverAction = z.infer<typeof ZAdminDriverActionResponse>;

/** POST /api/admin/drivers/{id}/{action}: the shared call of the four driver decisions. */
export function postDriverAction(id: string, action: 'approve' | 'reject' | 'suspend' | 'reinstate', body?: { reason?: string }) {
  return api.post<TAdminDriverAction>(`/api/admin/drivers/${id}/${action}`, body, { auth: 'partner' });
}
