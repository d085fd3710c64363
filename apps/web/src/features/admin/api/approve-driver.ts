import { postDriverAction } from './driver-actions.ts';
import { useAdminAction } from './use-admin-action.ts';

/** POST /api/admin/drivers/{id}/approve: the driver can see and accept orders from now on. */
export const approveDriver = (id: string) => postDriverAction(id, 'approve');

export function useApproveDriver() {
  return useAdminAction(approveDriver, 'approveDriver');
}
