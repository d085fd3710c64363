import { postDriverAction } from './driver-actions.ts';
import { useAdminAction } from './use-admin-action.ts';

/** POST /api/admin/drivers/{id}/suspend {reason}: login and token refused. */
export const suspendDriver = ({ id, reason }: { id: string; reason: string }) => postDriverAction(id, 'suspend', { reason });

export function useSuspendDriver() {
  return useAdminAction(suspendDriver, 'suspendDriver');
}
