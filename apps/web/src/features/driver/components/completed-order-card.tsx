import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { Trans, useTranslation } from 'react-i18next';
import { EarningFigures } from './earning-figures.tsx';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { whyNoTip } from '@sokoni/domain/tips';
import { CashTipForm } from './cash-tip-form.tsx';
import { formatKsh } from '../../../lib/format.ts';

/** A delivered order: when, where, from which shops, and what it paid. */
export function CompletedOrderCard({ order, driverId }: { order: TDriverOrder; driverId: string }) {
  const { t } = useTranslation('driver');
  const tip = order.tip && order.tip.status !== 'Failed' ? order.tip : null;
  const tippable = (!tip || (tip.method === 'cash' && tip.status === 'Promised' && tip.addedAt === 'after')) && whyNoTip({ status: order.status, deliveryOption: 'platform', assignedDriverId: driverId, deliveredAt: order.deliveredAt ? new Date(order.deliveredAt) : null }, new Date()) === null;
  return (
    <article aria-label={t('orderCard.label', { number: order.orderId })} className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h3 className="break-all font-bold text-stone-900">{order.orderId}</h3>
          <p className="text-xs text-stone-500">{t('completedOrder.delivered', { when: formatDateTime(order.deliveredAt, '—') })}</p>
        </div>
        <OrderStatusBadge wording="sentence" status={order.status} />
      </header>
      <p className="text-sm text-stone-700">
        {order.subOrders.map((s) => s.shop.shopName).join(', ')} <span className="text-stone-400">→</span> {order.delivery.town}
      </p>
      <EarningFigures fee={order.fee} earning={order.driverEarning} />
      {tip && (
        <p className="text-sm text-stone-700">
          <Trans
            t={t}
            i18nKey={tip.status === 'Paid' ? 'completedOrder.tipPaid' : tip.status === 'Awaiting' ? 'completedOrder.tipAwaiting' : tip.addedAt === 'after' ? 'completedOrder.tipPromised' : 'completedOrder.tipWithOrder'}
            values={{ amount: formatKsh(tip.amount) }}
            components={{ amount: <span className="font-semibold text-stone-900" /> }}
          />
        </p>
      )}
      {tippable && <CashTipForm driverId={driverId} orderId={order._id} />}
    </article>
  );
}
