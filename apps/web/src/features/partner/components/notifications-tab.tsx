import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import type { NotificationsController } from '../hooks/use-notifications-controller.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { TabHeading } from './tab-heading.tsx';
import { BellIcon } from './icons.tsx';
import { NotificationList } from './notification-list.tsx';

export function NotificationsTab({ controller }: { controller: NotificationsController }) {
  const { notifications, unreadCount, loading } = controller;
  return (
    <section aria-labelledby="notifications-heading">
      <TabHeading
        id="notifications-heading"
        title="Notifications"
        description={unreadCount > 0 ? `${unreadCount} unread` : 'New orders are announced here as they arrive.'}
        actions={
          unreadCount > 0 ? (
            <Button variant="secondary" size="sm" onClick={controller.markAllRead}>
              Mark all as read
            </Button>
          ) : undefined
        }
      />
      {loading ? (
        <ListSkeleton label="Loading notifications…" />
      ) : notifications.length === 0 ? (
        <EmptyState icon={<BellIcon />} title="No notifications yet." />
      ) : (
        <NotificationList notifications={notifications} onView={controller.view} onMarkRead={controller.markRead} onDelete={controller.remove} />
      )}
    </section>
  );
}
