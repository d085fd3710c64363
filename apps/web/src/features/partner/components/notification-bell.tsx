import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationsController } from '../hooks/use-notifications-controller.ts';
import { BellIcon } from './icons.tsx';
import { NotificationList } from './notification-list.tsx';

const PANEL_LIMIT = 8;

/** The bell with its unread badge; it opens a panel of the latest notifications. */
export function NotificationBell({ controller, onSeeAll }: { controller: NotificationsController; onSeeAll: () => void }) {
  const { t } = useTranslation('partner');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { unreadCount, notifications, loading } = controller;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = unreadCount > 0 ? t('notifications.bellLabelUnread', { count: unreadCount }) : t('notifications.bellLabel');
  return (
    // On phones the panel spans the header row (positioned by it); from sm up it hangs under the bell.
    <div ref={rootRef} className="sm:relative">
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="relative flex size-11 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-700 shadow-sm hover:border-primary-300 hover:text-primary-800"
      >
        <BellIcon className="size-5.5" />
        {unreadCount > 0 && (
          <span
            data-testid="unread-badge"
            className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={t('notifications.latest')}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl sm:left-auto sm:right-0 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
          <p className="font-semibold text-stone-900">{t('notifications.title')}</p>
          {unreadCount > 0 && (
            <button type="button" onClick={controller.markAllRead} className="text-sm font-medium text-primary-700 hover:underline">
              {t('notifications.markAllRead')}
            </button>
          )}
        </div>
        <div className="max-h-[60dvh] overflow-y-auto">
          {loading ? (
            <p className="px-4 py-6 text-center text-sm text-stone-500">{t('notifications.loading')}</p>
          ) : notifications.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-stone-600">{t('notifications.empty')}</p>
          ) : (
            <NotificationList
              compact
              notifications={notifications.slice(0, PANEL_LIMIT)}
              onView={(n) => {
                setOpen(false);
                controller.view(n);
              }}
              onMarkRead={controller.markRead}
              onDelete={controller.remove}
            />
          )}
        </div>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            onSeeAll();
          }}
          className="block w-full border-t border-stone-100 px-4 py-3 text-center text-sm font-semibold text-primary-700 hover:bg-stone-50"
        >
          {t('notifications.seeAll')}
        </button>
      </div>
    </div>
  );
}
