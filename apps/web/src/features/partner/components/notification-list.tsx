import { useTranslation } from 'react-i18next';
import type { TPartnerNotification } from '@sokoni/domain/contracts/partner-notification';
import { cn } from '../../../lib/cn.ts';
import { isUnread } from '../hooks/use-notification-center.ts';
import { TrashIcon } from './icons.tsx';
import { timeAgo } from '../../../lib/nairobi-time.ts';

export interface NotificationActions {
  onView: (notification: TPartnerNotification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Newest first; unread ones are tinted and marked with a dot. */
export function NotificationList({ notifications, compact = false, ...actions }: { notifications: TPartnerNotification[]; compact?: boolean } & NotificationActions) {
  const { t } = useTranslation('partner');
  return (
    <ul className={cn('divide-y divide-stone-100', !compact && 'overflow-hidden rounded-2xl border border-stone-200 bg-white')}>
      {notifications.map((n) => {
        const unread = isUnread(n);
        const canView = !!(n.subOrderId || n.orderId);
        return (
          <li key={n._id} className={cn('flex gap-3 px-4 py-3', unread && 'bg-primary-50/60')}>
            <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary-600' : 'bg-transparent')} />
            <div className="min-w-0 flex-1">
              <p className={cn('break-words text-sm', unread ? 'font-semibold text-stone-900' : 'text-stone-700')}>
                {unread && <span className="sr-only">{t('notifications.unread')}</span>}
                {n.message}
              </p>
              <p className="mt-0.5 text-xs text-stone-500">
                <time dateTime={n.timestamp}>{timeAgo(n.timestamp)}</time>
              </p>
              <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
                {canView && (
                  <button type="button" className="text-primary-700 hover:underline" onClick={() => actions.onView(n)}>
                    {t('notifications.viewOrder')}
                  </button>
                )}
                {unread && (
                  <button type="button" className="text-stone-600 hover:text-stone-900 hover:underline" onClick={() => actions.onMarkRead(n._id)}>
                    {t('notifications.markRead')}
                  </button>
                )}
              </div>
            </div>
            <button
              type="button"
              aria-label={t('notifications.deleteLabel')}
              title={t('notifications.delete')}
              onClick={() => actions.onDelete(n._id)}
              className="-mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-stone-400 hover:bg-red-50 hover:text-red-700"
            >
              <TrashIcon className="size-4.5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
