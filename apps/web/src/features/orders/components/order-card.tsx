import { useTranslation } from 'react-i18next';
import { amountDue } from '@sokoni/domain/amount-due';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { paymentMethodLabel, paymentStatusLabel } from '../../../components/order/payment-text.ts';
import { aggregateStatus, canConfirmReceived } from '@sokoni/domain/order-status';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatKsh } from '../../../lib/format.ts';
import { useConfirmDelivery } from '../api/confirm-delivery.ts';
import { OrderItems } from './order-items.tsx';
import { OrderNotices } from './order-notices.tsx';
import { statusLabel } from '../../../components/order/order-status-text.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

/**
 * One current order: collapsible ('View Order'), hideable on this device ('Remove'), with
 * 'Confirm Received' exactly when the order may be confirmed and otherwise a disabled button
 * naming where its shops are.
 */
export function OrderCard({ order, onRemove }: { order: TOrder; onRemove: (orderId: string) => void }) {
  const { t } = useTranslation('orders');
  const [expanded, setExpanded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmDelivery();
  const detailsId = useId();
  const confirmable = canConfirmReceived(order.status, order.delivery.option);
  const shops = [...new Set(order.subOrders.map((s) => s.shop.businessName))];

  const confirmReceived = async () => {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync(order._id);
      showToast(answer.message);
    } catch (error) {
      setFailure(messageOf(error, t('orderCard.confirmFailed')));
    }
  };

  return (
    <article aria-label={t('orderCard.label', { order: order.orderId })} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <h3 className="break-all font-bold text-stone-900">{order.orderId}</h3>
        <p className="text-xs text-stone-500">{formatDateTime(order.createdAt)}</p>
      </div>
      <p className="mt-1 text-sm text-stone-600">{shops.join(', ')}</p>
      <div className="mt-2">
        <OrderNotices order={order} />
      </div>
      <p className="mt-2 flex items-baseline justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2 text-sm">
        <span className="text-stone-600">{t('orderCard.totalWithDelivery')}</span>
        <span className="font-bold text-stone-900">{formatKsh(amountDue({ total: order.total, deliveryFee: order.delivery.fee, discount: order.discount }))}</span>
      </p>
      {expanded && (
        <div id={detailsId} className="mt-4 space-y-3">
          <OrderItems order={order} />
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-stone-500">{t('orderCard.deliveryTo')}</dt>
            <dd className="text-right text-stone-900">{order.delivery.town}</dd>
            <dt className="text-stone-500">{t('orderCard.deliveryFee')}</dt>
            <dd className="text-right text-stone-900">{formatKsh(order.delivery.fee)}</dd>
            <dt className="text-stone-500">{t('orderCard.payment')}</dt>
            <dd className="text-right text-stone-900">
              {t('orderCard.paymentWords', { method: paymentMethodLabel(order.paymentMethod), status: paymentStatusLabel(order) })}
            </dd>
          </dl>
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {confirmable ? (
          <Button size="sm" onClick={confirmReceived} loading={confirm.isPending}>
            {t('orderCard.confirmReceived')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            {statusLabel(aggregateStatus(order.subOrders.map((s) => s.status)))}
          </Button>
        )}
        <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('orderCard.hide') : t('orderCard.view')}
        </Button>
        <Button size="sm" variant="danger-ghost" className="ml-auto" onClick={() => onRemove(order._id)} aria-label={t('orderCard.removeLabel', { order: order.orderId })}>
          {t('orderCard.remove')}
        </Button>
      </div>
    </article>
  );
}
