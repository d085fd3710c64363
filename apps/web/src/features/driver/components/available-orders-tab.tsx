import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { availableOrdersQueryOptions } from '../api/get-available-orders.ts';
import { useAcceptOrder } from '../hooks/use-accept-order.ts';
import { useFreshDriver } from '../hooks/use-fresh-driver.ts';
import { useMinDelay } from '../hooks/use-min-delay.ts';
import { whyNoOrders } from '../lib/approval.ts';
import { ListSkeleton } from './list-skeleton.tsx';
import { ApprovalNotice } from './approval-notice.tsx';
import { AvailableOrderCard } from './available-order-card.tsx';

/** Orders ready for pickup that no driver has taken; new ones arrive live at the top. */
export function AvailableOrdersTab({ driver, newIds, onAccepted }: { driver: TDriver; newIds: ReadonlySet<string>; onAccepted: (orderId: string) => void }) {
  const { t } = useTranslation('driver');
  // The server as it knows the driver now: approval may have come since this page opened.
  const fresh = useFreshDriver();
  const notYet = fresh.data ? whyNoOrders(fresh.data) : null;
  const query = useQuery({ ...availableOrdersQueryOptions(driver._id), enabled: fresh.data !== undefined && notYet === null });
  const accept = useAcceptOrder(driver._id, onAccepted);
  const waited = useMinDelay();

  if (notYet) return <ApprovalNotice reason={notYet} status={fresh.data!.verificationStatus} />;
  if (!waited || query.isPending) return <ListSkeleton count={3} label={t('availableOrders.loading')} />;
  if (query.isError) {
    // The server refuses drivers who are not approved, with the reason: show it instead of the list.
    if (query.error instanceof ApiError && query.error.status === 403 && query.error.serverMessage) {
      return <ApprovalNotice reason={query.error.serverMessage} status={driver.verificationStatus} />;
    }
    return <ErrorState title={t('availableOrders.failed')} message={t('lists.checkConnection')} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={<TruckIcon />}
        title={t('availableOrders.emptyTitle')}
        description={t('availableOrders.emptyText')}
      />
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.map((order) => (
        <li key={order.orderId}>
          <AvailableOrderCard
            order={order}
            isNew={newIds.has(order.orderId)}
            accepting={accept.isPending && accept.variables === order.orderId}
            busy={accept.isPending}
            onAccept={(orderId) => accept.mutate(orderId)}
          />
        </li>
      ))}
    </ul>
  );
}
