import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import type { ServerToClientEvents } from '@sokoni/domain/events';
import { usePartnerNotifications } from '../api/get-partner-notifications.ts';
import { alertNewOrders } from './new-order-alerts.ts';
import { acknowledgeNotification } from '../api/acknowledge-notification.ts';
import { partnerKeys } from '../api/query-keys.ts';

/** The spec loads notifications one second after the store is known. */
export const NOTIFICATIONS_DELAY_MS = 1000;

type NewSubOrder = Parameters<ServerToClientEvents['newSubOrder']>[0];

/** A live alert as a list entry: unread, stamped now, at the front. */
export function liveNotification(payload: NewSubOrder, now = new Date()): TPartnerNotification {
  return {
    _id: payload.notificationId ?? `live-${payload.subOrderId}`,
    message: payload.message,
    subOrderId: payload.subOrderId,
    orderId: payload.orderId,
    url: `/partner/orders/${payload.subOrderId}`,
    timestamp: now.toISOString(),
    read: false,
    isRead: false,
  };
}

export function isUnread(n: TPartnerNotification): boolean {
  return !(n.read || n.isRead);
}

export interface NotificationCenter {
  notifications: TPartnerNotification[];
  unreadCount: number;
  loading: boolean;
  /** Puts a live alert at the front (ignored when already listed). */
  prepend: (payload: NewSubOrder) => void;
  refetch: () => void;
}

/** The store's notifications: fetched after a second, kept live, alerting once per new order. */
export function useNotificationCenter(partnerId: string): NotificationCenter {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), NOTIFICATIONS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [partnerId]);

  const query = usePartnerNotifications(partnerId, ready);
  const notifications = useMemo(() => query.data ?? [], [query.data]);

  useEffect(() => {
    if (!notifications.length) return;
    // Stored alerts only: a live one with a provisional id is acknowledged once the list brings it.
    for (const rang of alertNewOrders(notifications)) {
      if (!rang._id.startsWith('live-')) acknowledgeNotification(rang._id).catch(() => undefined);
    }
  }, [notifications]);

  return {
    notifications,
    unreadCount: notifications.filter(isUnread).length,
    loading: !ready || query.isPending,
    prepend: (payload) => {
      const key = partnerKeys.notifications(partnerId);
      // Before the first load there is nothing to put it in front of: the load brings it (it is stored first).
      if (!queryClient.getQueryData(key)) return;
      const entry = liveNotification(payload);
      queryClient.setQueryData<TPartnerNotification[]>(key, (list = []) =>
        list.some((n) => n._id === entry._id || (n.subOrderId && n.subOrderId === entry.subOrderId)) ? list : [entry, ...list],
      );
    },
    refetch: () => void queryClient.invalidateQueries({ queryKey: partnerKeys.notifications(partnerId) }),
  };
}
