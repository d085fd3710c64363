import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { myOrdersQueryOptions } from '../api/get-my-orders.ts';
import { useHiddenOrders } from '../hooks/use-hidden-orders.ts';
import { OrderCard } from './order-card.tsx';
import { OrderCardSkeletons } from './order-card-skeleton.tsx';

const CURRENT_POLL_MS = 10_000;

/** My Orders: everything not yet Confirmed Delivered, refreshed every 10 s and on live updates. */
export function CurrentOrdersTab({ userId }: { userId: string }) {
  const { t } = useTranslation('orders');
  const query = useQuery(myOrdersQueryOptions(CURRENT_POLL_MS));
  const { hidden, hide } = useHiddenOrders(userId);
  if (query.isPending) return <OrderCardSkeletons label={t('currentOrders.loading')} />;
  if (query.isError) return <ErrorState message={t('currentOrders.loadFailed')} onRetry={() => void query.refetch()} />;
  const current = query.data.filter((o) => o.status !== CONFIRMED_DELIVERED && !hidden.has(o._id));
  if (current.length === 0) {
    return (
      <EmptyState
        icon={<BagIcon className="size-6" />}
        title={t('currentOrders.emptyTitle')}
        description={t('currentOrders.emptyDescription')}
        action={<ButtonLink to="/menu">{t('currentOrders.startShopping')}</ButtonLink>}
      />
    );
  }
  return (
    <ul className="space-y-3">
      {current.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} onRemove={hide} />
        </li>
      ))}
    </ul>
  );
}
