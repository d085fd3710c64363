import type { z } from 'zod';
import type { ZAdminCustomerActionResponse } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

export type TAdminCustomerAction = z.infer<typeof ZAdminCustomerActionResponse>;

/** POST /api/admin/customers/{id}/suspend {reason}: login and token refused. */
export function suspendCustomer({ id, reason }: { id: string; reason: string }) {
  return api.post<TAdminCustomerAction>(`/api/admin/customers/${id}/suspend`, { reason }, { auth: 'partner' });
}

export function useSuspendCustomer() {
  return useAdminAction(suspendCustomer, 'suspendCustomer');
}
