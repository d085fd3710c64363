import { useTranslation } from 'react-i18next';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { formatKsh } from '../../../lib/format.ts';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';

/** Each shop's part of the order with its items, then the order's totals. */
export function SubOrderList({ order }: { order: TOrder }) {
  const { t } = useTranslation('admin');
  const fee = order.delivery.fee;
  return (
    <div className="space-y-3">
      {order.subOrders.map((sub) => (
        <section key={sub._id} aria-label={sub.shop.businessName} className="rounded-xl border border-stone-200">
          <div className="flex flex-wrap items-center gap-2 border-b border-stone-100 px-3.5 py-2.5">
            <h4 className="min-w-0 flex-1 break-words text-sm font-semibold text-stone-900">{sub.shop.businessName}</h4>
            <OrderStatusBadge status={sub.status} />
          </div>
          <ul className="divide-y divide-stone-100 px-3.5">
            {sub.items.map((item) => (
              <li key={item._id} className="flex items-baseline gap-3 py-2 text-sm">
                <span className="min-w-0 flex-1 break-words text-stone-800">
                  {item.product.name} <span className="text-stone-500">× {item.quantity}</span>
                  <ChosenOptions choices={item.choices} />
                </span>
                <span className="shrink-0 tabular-nums text-stone-900">{formatKsh(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-stone-100 px-3.5 py-2 text-sm">
            <span className="text-stone-600">{t('subOrders.shopSubtotal')}</span>
            <span className="font-semibold tabular-nums">{formatKsh(sub.total)}</span>
          </p>
        </section>
      ))}
      <dl className="space-y-1.5 rounded-xl bg-stone-50 px-3.5 py-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('subOrders.items')}</dt>
          <dd className="tabular-nums">{formatKsh(order.total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('subOrders.deliveryFee')}</dt>
          <dd className="tabular-nums">{formatKsh(fee)}</dd>
        </div>
        <div className="flex justify-between border-t border-stone-200 pt-1.5 font-semibold">
          <dt>{t('subOrders.total')}</dt>
          <dd className="tabular-nums">{formatKsh(order.total + fee)}</dd>
        </div>
      </dl>
    </div>
  );
}
