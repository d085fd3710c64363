import type { z } from 'zod';
import type { ZAdminMessageActionResponse } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

export type TAdminMessageAction = z.infer<typeof ZAdminMessageActionResponse>;

/** POST /api/admin/messages/{id}/handled */
export function markMessageHandled(id: string): Promise<TAdminMessageAction> {
  return api.post<TAdminMessageAction>(`/api/admin/messages/${id}/handled`, undefined, { auth: 'partner' });
}

export function useMarkMessageHandled() {
  return useAdminAction(markMessageHandled, 'markMessageHandled');
}
