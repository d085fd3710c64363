import { useQuery } from '@tanstack/react-query';
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
  const query = useQuery(activeOrdersQueryOptions(driver._id));
  const actions = useActiveOrderActions(driver);
  const waited = useMinDelay();

  if (!waited || query.isPending) return <ListSkeleton count={3} label="Loading active orders…" />;
  if (query.isError) return <ErrorState title="Could not load your active orders" message="Check your connection and try again." onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return <EmptyState icon={<TruckIcon />} title="No active orders" description="Orders you accept appear here until the customer confirms they received them." />;
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
