import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDriver } from '@sokoni/domain/contracts/driver';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { activeOrdersQueryOptions } from '../api/get-active-orders.ts';
import { useActiveOrderActions } from '../hooks/use-active-order-actions.ts';
import { useMinDelay } from '../hooks/use-min-delay.ts';
import { ActiveOrderCard } from './active-order-card.tsx';
import { ListSkeleton } from './list-skeleton.tsx';

/** Orders this driver accepted and the customer has not confirmed yet. */
export function ActiveOrdersTab({ driver }: { driver: TDriver }) {
  const { t } = useTranslation('driver');
  const query = useQuery(activeOrdersQueryOptions(driver._id));
  const actions = useActiveOrderActions(driver);
  const waited = useMinDelay();

  if (!waited || query.isPending) return <ListSkeleton count={3} label={t('activeOrders.loading')} />;
  if (query.isError) return <ErrorState title={t('activeOrders.failed')} message={t('lists.checkConnection')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState icon={<TruckIcon />} title={t('activeOrders.emptyTitle')} description={t('activeOrders.emptyText')} />;
  }
  return (
    <ul className="space-y-4">
      {query.data.map((order) => (
        <li key={order._id}>
          <ActiveOrderCard order={order} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
