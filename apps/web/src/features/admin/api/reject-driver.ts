import { postDriverAction } from './driver-actions.ts';
import { useAdminAction } from './use-admin-action.ts';

/** POST /api/admin/drivers/{id}/reject {reason}: the driver is shown the reason. */
export const rejectDriver = ({ id, reason }: { id: string; reason: string }) => postDriverAction(id, 'reject', { reason });

export function useRejectDriver() {
  return useAdminAction(rejectDriver, 'rejectDriver');
}
