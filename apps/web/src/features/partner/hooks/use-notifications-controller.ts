import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { i18n } from '../../../i18n/i18n.ts';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useDeleteNotification } from '../api/delete-notification.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { isUnread, useNotificationCenter, type NotificationCenter } from './use-notification-center.ts';
import { partnerKeys } from '../api/query-keys.ts';

export interface SummaryTarget {
  subOrderId: string | null;
  orderId: string | null;
}

export interface NotificationsController extends NotificationCenter {
  view: (notification: TPartnerNotification) => void;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  summary: SummaryTarget | null;
  closeSummary: () => void;
}

/** A live alert not stored yet has a made-up id; the server knows nothing by that id. */
const isStored = (id: string) => /^[0-9a-f]{24}$/.test(id);

/** Everything the bell, its panel and the Notifications tab share. */
export function useNotificationsController(partnerId: string): NotificationsController {
  const queryClient = useQueryClient();
  const center = useNotificationCenter(partnerId);
  const markReadMutation = useMarkNotificationRead(partnerId);
  const markAllMutation = useMarkAllNotificationsRead(partnerId);
  const deleteMutation = useDeleteNotification(partnerId);
  const [summary, setSummary] = useState<SummaryTarget | null>(null);

  const editLocally = (change: (list: TPartnerNotification[]) => TPartnerNotification[]) =>
    queryClient.setQueryData<TPartnerNotification[]>(partnerKeys.notifications(partnerId), (list) => list && change(list));

  const markRead = (id: string) => {
    if (isStored(id)) markReadMutation.mutate(id);
    else editLocally((list) => list.map((n) => (n._id === id ? { ...n, read: true, isRead: true } : n)));
  };

  return {
    ...center,
    summary,
    closeSummary: () => setSummary(null),
    view: (n) => {
      if (isUnread(n)) markRead(n._id);
      setSummary({ subOrderId: n.subOrderId, orderId: n.orderId });
    },
    markRead,
    markAllRead: () => {
      if (center.unreadCount > 0) markAllMutation.mutate();
    },
    remove: (id) => {
      if (!isStored(id)) {
        editLocally((list) => list.filter((n) => n._id !== id));
        return;
      }
      deleteMutation.mutate(id, {
        onError: (error) => showToast(messageOf(error, i18n.t('notifications.deleteFailed', { ns: 'partner' })), 'error'),
      });
    },
  };
}
