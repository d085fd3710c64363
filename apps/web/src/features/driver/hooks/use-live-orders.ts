import { useQueryClient } from '@tanstack/react-query';
import type { TAvailableOrder } from '@sokoni/domain/contracts/driver-orders';
import { useCallback, useState } from 'react';
import { driverOrderQueryOptions, toAvailableOrder } from '../api/get-driver-order.ts';
import { driverKeys } from '../api/query-keys.ts';
import { wasDeclinedHere } from './declined-orders.ts';
import { removeAvailable } from './use-accept-order.ts';
import { playNewOrderSound } from '../../../lib/new-order-sound.ts';
import { useDriverSocket } from './use-driver-socket.ts';

/**
 * Keeps the driver's lists live: a new open order is fetched and put at the top of Available
 * (with a sound and a count on the bell), a taken or closed one leaves it, and changes to the
 * driver's own orders refresh Active and Completed.
 */
export function useLiveOrders(driverId: string, token: string) {
  const queryClient = useQueryClient();
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(new Set());

  const forget = (orderId: string) =>
    setUnseen((ids) => {
      if (!ids.has(orderId)) return ids;
      const next = new Set(ids);
      next.delete(orderId);
      return next;
    });

  const connected = useDriverSocket(driverId, token, {
    async onNewOrderAvailable({ orderId }) {
      let entry: TAvailableOrder;
      try {
        // The event names the order only; its fee and town come from the order itself. A driver
        // who may not take orders (not approved) is refused here and hears nothing.
        entry = toAvailableOrder(await queryClient.fetchQuery({ ...driverOrderQueryOptions(orderId), staleTime: 0 }));
      } catch {
        return;
      }
      const key = driverKeys.available(driverId);
      // Without a list in memory (not shown yet, or forgotten while on another tab) the next load brings it.
      if (queryClient.getQueryData(key) === undefined) void queryClient.invalidateQueries({ queryKey: key });
      else {
        queryClient.setQueryData<TAvailableOrder[]>(key, (list = []) => [entry, ...list.filter((o) => o.orderId !== orderId)]);
        // The server's list has the distances from where the driver is, and sorts nearest first.
        void queryClient.invalidateQueries({ queryKey: key });
      }
      if (wasDeclinedHere(orderId)) return;
      setUnseen((ids) => new Set(ids).add(orderId));
      playNewOrderSound();
    },
    onOrderRemoved({ orderId }) {
      removeAvailable(queryClient, driverId, orderId);
      forget(orderId);
    },
    onOwnOrderChanged(orderId) {
      void queryClient.invalidateQueries({ queryKey: driverKeys.active(driverId) });
      void queryClient.invalidateQueries({ queryKey: driverKeys.order(orderId) });
      void queryClient.invalidateQueries({ queryKey: driverKeys.completedAll(driverId) });
      void queryClient.invalidateQueries({ queryKey: driverKeys.money(driverId) });
    },
    onStatusChanged() {
      // Approval shows the open orders without a reload; a rejection takes them (and the accepted ones) away.
      void queryClient.invalidateQueries({ queryKey: driverKeys.profile });
      void queryClient.invalidateQueries({ queryKey: driverKeys.available(driverId) });
      void queryClient.invalidateQueries({ queryKey: driverKeys.active(driverId) });
    },
    onReconnected() {
      void queryClient.invalidateQueries({ queryKey: driverKeys.available(driverId) });
      void queryClient.invalidateQueries({ queryKey: driverKeys.active(driverId) });
    },
  });

  const markSeen = useCallback(() => setUnseen((ids) => (ids.size === 0 ? ids : new Set())), []);
  return { unseen, markSeen, connected };
}
