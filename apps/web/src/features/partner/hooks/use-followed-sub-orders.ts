import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { useOrderStatusPolls } from '../api/get-order-status.ts';
import { displayedStatus, needsParentPolling } from '../lib/status.ts';
import { partnerKeys } from '../api/query-keys.ts';

export interface FollowedSubOrder {
  sub: TSubOrder;
  /** What to show: its own status, or the parent's when the parent is ahead. */
  status: string;
  parentStatus: string;
}

/**
 * Sub-orders with the status a store should see. While one is out for delivery with a driver
 * its order is polled every 8 s, and a sub-order follows its order once the order is ahead.
 */
export function useFollowedSubOrders(subs: readonly TSubOrder[] | undefined): FollowedSubOrder[] {
  const queryClient = useQueryClient();
  const pollIds = useMemo(() => [...new Set((subs ?? []).filter(needsParentPolling).map((s) => s.parentOrder._id))], [subs]);
  const polled = useOrderStatusPolls(pollIds);

  const followed = useMemo(
    () =>
      (subs ?? []).map((sub) => {
        const answer = polled[sub.parentOrder._id];
        const own = answer?.subOrders.find((s) => s._id === sub._id)?.status ?? sub.status;
        const parentOrder = answer ? { ...sub.parentOrder, status: answer.status } : sub.parentOrder;
        return { sub, status: displayedStatus({ status: own, parentOrder }), parentStatus: parentOrder.status };
      }),
    [subs, polled],
  );

  // A poll that saw the order confirmed moves the sub-order to Sales: refresh both lists.
  const confirmedByPoll = followed.some((f) => f.parentStatus === CONFIRMED_DELIVERED && f.sub.parentOrder.status !== CONFIRMED_DELIVERED);
  useEffect(() => {
    if (!confirmedByPoll) return;
    void queryClient.invalidateQueries({ queryKey: partnerKeys.ordersAll });
    void queryClient.invalidateQueries({ queryKey: partnerKeys.salesAll });
  }, [confirmedByPoll, queryClient]);

  return followed;
}
