import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAvailableOrder } from '@sokoni/domain/contracts/driver-orders';
import { showToast } from '../../../components/ui/toast-store.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { assignDriver } from '../api/assign-driver.ts';
import { driverKeys } from '../api/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** Drops an order from the Available list (accepted, taken by someone else, or closed). */
export function removeAvailable(queryClient: ReturnType<typeof useQueryClient>, driverId: string, orderId: string) {
  queryClient.setQueryData<TAvailableOrder[]>(driverKeys.available(driverId), (list) => list?.filter((o) => o.orderId !== orderId));
}

/**
 * 'Accept': one driver wins. The winner's order moves to Active; a driver who lost the race is
 * told so and the order leaves their list.
 */
export function useAcceptOrder(driverId: string, onAccepted: (orderId: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => assignDriver(orderId, driverId, 'accept'),
    onSuccess: (result, orderId) => {
      removeAvailable(queryClient, driverId, orderId);
      queryClient.setQueryData(driverKeys.order(orderId), result.order);
      void queryClient.invalidateQueries({ queryKey: driverKeys.active(driverId) });
      showToast(result.message);
      onAccepted(orderId);
    },
    onError: (error, orderId) => {
      // Owing more cash than the limit: the order stays on the list for others, and for this rider after the hand-over.
      if (error instanceof ApiError && error.status === 409 && error.data['reason'] === 'cash_limit') {
        showToast(messageOf(error, i18n.t('driver:accept.cashLimit')), 'warning');
        void queryClient.invalidateQueries({ queryKey: driverKeys.money(driverId) });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        removeAvailable(queryClient, driverId, orderId);
        showToast(i18n.t('driver:accept.alreadyTaken'), 'warning');
        return;
      }
      showToast(messageOf(error, i18n.t('driver:accept.failed')), 'error');
    },
  });
}
