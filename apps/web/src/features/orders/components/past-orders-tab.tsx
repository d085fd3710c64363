import { useTranslation } from 'react-i18next';
import { amountDue } from '@sokoni/domain/amount-due';
import { useQuery } from '@tanstack/react-query';
import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { formatKsh } from '../../../lib/format.ts';
import { myOrdersQueryOptions } from '../api/get-my-orders.ts';
import { OrderCardSkeletons } from './order-card-skeleton.tsx';
import { OrderItems } from './order-items.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { OrderAgainButton } from './order-again.tsx';

const PAST_POLL_MS = 20_000;

/** My Past Orders: Confirmed Delivered, refreshed every 20 s; the amount is items plus delivery (plus a tip chosen at checkout); each can be ordered again. */
export function PastOrdersTab() {
  const { t } = useTranslation('orders');
  const query = useQuery(myOrdersQueryOptions(PAST_POLL_MS));
  if (query.isPending) return <OrderCardSkeletons label={t('pastOrders.loading')} />;
  if (query.isError) return <ErrorState message={t('pastOrders.loadFailed')} onRetry={() => void query.refetch()} />;
  const past = query.data.filter((o) => o.status === CONFIRMED_DELIVERED);
  if (past.length === 0) return <EmptyState title={t('pastOrders.emptyTitle')} description={t('pastOrders.emptyDescription')} />;
  return (
    <ul className="space-y-3">
      {past.map((order) => (
        <li key={order._id}>
          <details className="group rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <summary className="block cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
                <span className="font-bold text-stone-900">{order.orderId}</span>
                <span className="text-xs text-stone-500">{t('pastOrders.delivered', { when: formatDateTime(order.deliveredAt ?? order.updatedAt) })}</span>
              </span>
              <span className="mt-2 flex items-baseline justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2 text-sm">
                <span className="text-stone-600">{t('pastOrders.amount')}</span>
                <span className="font-bold text-stone-900">
                  {formatKsh(amountDue({ total: order.total, deliveryFee: order.delivery.fee, discount: order.discount }) + (order.tip?.addedAt === 'checkout' ? order.tip.amount : 0))}
                </span>
              </span>
              <span className="mt-2 block text-sm font-semibold text-primary-700">
                <span className="group-open:hidden">{t('pastOrders.view')}</span>
                <span className="hidden group-open:inline">{t('pastOrders.hide')}</span>
              </span>
            </summary>
            <div className="mt-4">
              <OrderItems order={order} />
            </div>
          </details>
          <div className="mt-2 flex justify-end">
            <OrderAgainButton orderId={order._id} />
          </div>
        </li>
      ))}
    </ul>
  );
}
