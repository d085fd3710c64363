import { api } from '../../../lib/api-client.ts';
import type { TAdminCustomerAction } from './suspend-customer.ts';
import { useAdminAction } from './use-admin-action.ts';

/** POST /api/admin/customers/{id}/reinstate {reason?} */
export function reinstateCustomer({ id, reason }: { id: string; reason: string }) {
  return api.post<TAdminCustomerAction>(`/api/admin/customers/${id}/reinstate`, reason ? { reason } : {}, { auth: 'partner' });
}

export function useReinstateCustomer() {
  return useAdminAction(reinstateCustomer, 'reinstateCustomer');
}
