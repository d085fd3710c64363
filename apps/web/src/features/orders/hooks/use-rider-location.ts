import { useQueryClient } from '@tanstack/react-query';
import type { TTracking } from '@sokoni/domain/contracts/dispatch';
import { useSocketEvents } from '../../../lib/use-socket-events.ts';
import { orderKeys } from '../api/query-keys.ts';

/** The rider's live position (socket `riderLocation`) moves the tracking map and its ETA without a reload. */
export function useRiderLocation(token: string, order: { _id: string; key: string }) {
  const queryClient = useQueryClient();
  useSocketEvents(token, {
    riderLocation: ({ orderId, lat, lng, at, etaMinutes }) => {
      if (orderId !== order._id) return;
      const key = orderKeys.tracking(order.key);
      const tracking = queryClient.getQueryData<TTracking>(key);
      // No rider shown yet (just assigned): read the whole answer, which names the rider.
      if (!tracking?.rider) return void queryClient.invalidateQueries({ queryKey: key });
      queryClient.setQueryData<TTracking>(key, { ...tracking, etaMinutes, rider: { ...tracking.rider, lat, lng, at } });
    },
  });
}
