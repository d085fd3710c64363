import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { NotificationsController } from '../hooks/use-notifications-controller.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { TabHeading } from './tab-heading.tsx';
import { BellIcon } from './icons.tsx';
import { NotificationList } from './notification-list.tsx';

export function NotificationsTab({ controller }: { controller: NotificationsController }) {
  const { t } = useTranslation('partner');
  const { notifications, unreadCount, loading } = controller;
  return (
    <section aria-labelledby="notifications-heading">
      <TabHeading
        id="notifications-heading"
        title={t('notifications.title')}
        description={unreadCount > 0 ? t('notifications.unreadCount', { count: unreadCount }) : t('notifications.hint')}
        actions={
          unreadCount > 0 ? (
            <Button variant="secondary" size="sm" onClick={controller.markAllRead}>
              {t('notifications.markAllRead')}
            </Button>
          ) : undefined
        }
      />
      {loading ? (
        <ListSkeleton label={t('notifications.loadingList')} />
      ) : notifications.length === 0 ? (
        <EmptyState icon={<BellIcon />} title={t('notifications.empty')} />
      ) : (
        <NotificationList notifications={notifications} onView={controller.view} onMarkRead={controller.markRead} onDelete={controller.remove} />
      )}
    </section>
  );
}
