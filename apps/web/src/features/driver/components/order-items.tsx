import { isCash } from '@sokoni/domain/payment-methods';
import { amountDue } from '@sokoni/domain/amount-due';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { Trans, useTranslation } from 'react-i18next';
import { paymentMethodLabel } from '../../../components/order/payment-text.ts';
import { formatKsh } from '../../../lib/format.ts';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';

/** Each shop's items, as the driver will collect them. */
export function OrderItems({ order }: { order: TDriverOrder }) {
  const { t } = useTranslation('driver');
  const cash = isCash(order.paymentMethod);
  return (
    <div className="space-y-3 text-sm">
      {order.subOrders.map((sub) => (
        <div key={sub._id}>
          <p className="font-semibold text-stone-900">
            {sub.shop.shopName} <span className="font-normal text-stone-500">· {sub.shop.town}</span>
          </p>
          <ul className="mt-1 space-y-0.5 text-stone-700">
            {sub.items.map((item) => (
              <li key={item._id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {item.quantity} × {item.product.name}
                  <ChosenOptions choices={item.choices} />
                </span>
                <span className="shrink-0 tabular-nums">{formatKsh(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="border-t border-stone-100 pt-2 text-stone-700">
        {cash ? (
          <Trans
            t={t}
            i18nKey={order.discount ? 'orderItems.cashCollectPromo' : 'orderItems.cashCollect'}
            values={{
              amount: formatKsh(amountDue({ total: order.total, deliveryFee: order.fee, discount: order.discount })),
              items: formatKsh(order.total),
              fee: formatKsh(order.fee),
              discount: formatKsh(order.discount ?? 0),
            }}
            components={{ amount: <span className="font-semibold text-stone-900" /> }}
          />
        ) : (
          t('orderItems.paid', { items: formatKsh(order.total), method: paymentMethodLabel(order.paymentMethod) })
        )}
      </p>
    </div>
  );
}
