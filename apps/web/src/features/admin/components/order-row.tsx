import { useTranslation } from 'react-i18next';
import { amountDue } from '@sokoni/domain/amount-due';
import type { TAdminOrderRow } from '@sokoni/domain/contracts/admin';
import { formatKsh } from '../../../lib/format.ts';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

/** A declined, cancelled or expired order cost nothing in the end: its row says what was paid and refunded instead. */
const ENDED = ['Declined', 'Cancelled', 'Expired'];

/** One order: number, when, who, which shops, the driver and what it costs; opens the detail. */
export function OrderRow({ order, onOpen }: { order: TAdminOrderRow; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const ended = ENDED.includes(order.status);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('orders.openOrder', { id: order.orderId })}
        className="block w-full rounded-2xl border border-stone-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-primary-300"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="break-all font-mono text-sm font-semibold text-stone-900">{order.orderId}</span>
          <OrderStatusBadge status={order.status} />
          <span className="ml-auto text-sm font-semibold tabular-nums text-stone-900">
            {ended ? t('orders.paidAndRefunded', { paid: formatKsh(order.paid ?? 0), refunded: formatKsh(order.refunded ?? 0) }) : formatKsh(amountDue(order))}
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-700">
          {order.customer.name} · {order.town}
        </p>
        <p className="mt-0.5 break-words text-xs text-stone-500">
          {order.shops.map((s) => s.businessName).join(', ')} · {order.driver ? t('orders.driverName', { name: order.driver.name }) : order.deliveryOption === 'own' ? t('orders.shopDelivers') : t('orders.noDriver')} ·{' '}
          {formatDateTime(order.createdAt)}
        </p>
      </button>
    </li>
  );
}
