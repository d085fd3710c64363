import { useTranslation } from 'react-i18next';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { formatKsh } from '../../../lib/format.ts';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';

/** The order shop by shop: each sub-order's status and its lines as 'name, quantity x price'. */
export function OrderItems({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  return (
    <div className="space-y-3">
      {order.subOrders.map((sub) => (
        <section key={sub._id} aria-label={sub.shop.businessName} className="rounded-xl bg-stone-50 p-3">
          <div className="flex items-start justify-between gap-2">
            <h4 className="min-w-0 text-sm font-semibold text-stone-900">{sub.shop.businessName}</h4>
            <OrderStatusBadge status={sub.status} />
          </div>
          <ul className="mt-2 space-y-1 text-sm text-stone-700">
            {sub.items.map((item) => (
              <li key={item._id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {item.product.name}
                  <ChosenOptions choices={item.choices} />
                </span>
                <span className="shrink-0 whitespace-nowrap text-stone-600">
                  {t('items.line', { quantity: item.quantity, price: formatKsh(item.price) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
