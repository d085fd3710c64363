import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { formatKsh } from '@sokoni/domain/money';
import { Link } from 'react-router';
import { customerName, deliveryLabel } from '../lib/order-rows.ts';
import { StatusUpdater } from './status-updater.tsx';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

/** One of the store's sub-orders: who, what, how much, where it stands and the next step. */
export function SubOrderCard({
  sub,
  status,
  updating,
  onAdvance,
}: {
  sub: TSubOrder;
  status: string;
  updating: boolean;
  onAdvance: (next: string) => void;
}) {
  const parent = sub.parentOrder;
  return (
    <article className="flex min-w-0 flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-labelledby={`sub-${sub._id}`}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`sub-${sub._id}`} className="break-words font-semibold text-stone-900">
            <Link to={`/partner/orders/${sub._id}`} className="hover:text-primary-800 hover:underline">
              Order {parent.orderId}
            </Link>
          </h3>
          <p className="text-xs text-stone-500">{formatDateTime(sub.createdAt)}</p>
        </div>
        <OrderStatusBadge status={status} />
      </header>
      <ul className="mt-3 space-y-1 text-sm text-stone-700">
        {sub.items.map((item) => (
          <li key={item._id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.quantity} × {item.product.name}
            </span>
            <span className="shrink-0 tabular-nums text-stone-500">{formatKsh(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 border-t border-stone-100 pt-3 text-xs">
        <dt className="text-stone-500">Customer</dt>
        <dd className="truncate text-right font-medium text-stone-800">{customerName(sub)}</dd>
        <dt className="text-stone-500">Delivery</dt>
        <dd className="truncate text-right font-medium text-stone-800">
          {deliveryLabel(parent.delivery.option)} · {parent.delivery.town}
        </dd>
        <dt className="text-stone-500">Total</dt>
        <dd className="text-right text-sm font-bold tabular-nums text-stone-900">{formatKsh(sub.total)}</dd>
      </dl>
      <div className="mt-auto pt-4">
        <StatusUpdater status={status} option={parent.delivery.option} updating={updating} onAdvance={onAdvance} />
      </div>
    </article>
  );
}
