import { postDriverAction } from './driver-actions.ts';
import { useAdminAction } from './use-admin-action.ts';

/** POST /api/admin/drivers/{id}/reinstate {reason?} */
export const reinstateDriver = ({ id, reason }: { id: string; reason: string }) =>
  postDriverAction(id, 'reinstate', reason ? { reason } : {});

export function useReinstateDriver() {
  return useAdminAction(reinstateDriver, 'reinstateDriver');
}
