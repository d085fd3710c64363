import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { assignDriver } from '../api/assign-driver.ts';
import { markDelivered } from '../api/mark-delivered.ts';
import { deliverWithoutPin } from '../api/deliver-without-pin.ts';
import { markPickedUp } from '../api/mark-picked-up.ts';
import { driverKeys } from '../api/query-keys.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { rememberDeclined } from './declined-orders.ts';

/**
 * The driver's actions on an accepted order. Each waits for the refreshed lists before it
 * stops showing progress, so the buttons never offer a step that has already happened.
 */
export function useActiveOrderActions(driver: Pick<TDriver, '_id' | 'username' | 'phoneNumber'>) {
  const queryClient = useQueryClient();
  const refresh = (orderId: string, also: readonly (readonly unknown[])[] = []) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: driverKeys.active(driver._id) }),
      queryClient.invalidateQueries({ queryKey: driverKeys.order(orderId) }),
      ...also.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  const failed = (fallback: 'actions.pickUpFailed' | 'actions.declineFailed') => (error: unknown) => showToast(messageOf(error, i18n.t(`driver:${fallback}`)), 'error');

  const pickUp = useMutation({
    mutationFn: ({ subOrderId }: { subOrderId: string; orderId: string }) => markPickedUp(subOrderId),
    onSuccess: (_result, { orderId }) => refresh(orderId),
    onError: failed('actions.pickUpFailed'),
  });

  // Refusals (a wrong PIN) are shown in the delivery dialog, which calls these.
  const deliver = useMutation({
    mutationFn: ({ orderId, pin }: { orderId: string; pin: string }) => markDelivered(orderId, driver, pin),
    onSuccess: async (result, { orderId }) => {
      showToast(result.message);
      await refresh(orderId, [driverKeys.completedAll(driver._id)]);
    },
  });

  const deliverUnreached = useMutation({
    mutationFn: ({ orderId, note, photo }: { orderId: string; note: string; photo: File }) => deliverWithoutPin(orderId, note, photo),
    onSuccess: async (result, { orderId }) => {
      showToast(result.message);
      await refresh(orderId, [driverKeys.completedAll(driver._id)]);
    },
  });

  const decline = useMutation({
    mutationFn: (orderId: string) => assignDriver(orderId, driver._id, 'decline'),
    onSuccess: async (result, orderId) => {
      rememberDeclined(orderId);
      showToast(result.message);
      await refresh(orderId, [driverKeys.available(driver._id)]);
    },
    onError: failed('actions.declineFailed'),
  });

  return { pickUp, deliver, deliverUnreached, decline };
}
export type ActiveOrderActions = ReturnType<typeof useActiveOrderActions>;
