import { isCash } from '@sokoni/domain/payment-methods';
import { useTranslation } from 'react-i18next';
import { leftToPay } from '@sokoni/domain/amount-due';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import type { ReactNode } from 'react';
import { formatKsh } from '../../../lib/format.ts';
import { OrderItems } from './order-items.tsx';
import { statusLabel } from '../../../components/order/order-status-text.ts';
import { paymentMethodLabel, paymentStatusLabel } from '../../../components/order/payment-text.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { usePlaceName } from '../../../components/map/use-place-name.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** Where the order goes, in words ('near Kilimani'); the town while the name is looked up or not found. */
function PlaceInWords({ location, town }: { location: string; town: string }) {
  const place = usePlaceName(location);
  return <>{place?.tone === 'info' ? place.text : town}</>;
}

/** Everything the spec lists for an order: id, payment, delivery, items and total. */
export function OrderSummary({ order, showPin, nothingToPay = false }: { order: TOrder; showPin: boolean; nothingToPay?: boolean }) {
  const { t } = useTranslation('orders');
  // A tip added after delivery is paid apart; one chosen at checkout is part of what was paid.
  const checkoutTip = order.tip?.addedAt === 'checkout' ? order.tip.amount : 0;
  const due = { total: order.total, deliveryFee: order.delivery.fee, discount: order.discount };
  const checkoutTotal = leftToPay({ ...due, checkoutTip });
  return (
    <div className="space-y-5">
      {/* From a rider being assigned until delivery (the order page table). */}
      {showPin && order.deliveryPin && (
        <section aria-label={t('summary.pinLabel')} className="rounded-2xl border-2 border-dashed border-primary-300 bg-primary-50 p-4 text-center">
          <p className="text-sm text-stone-700">{t('summary.yourPin')}</p>
          <p className="text-3xl font-bold tracking-[0.4em] text-primary-800 tabular-nums">{order.deliveryPin}</p>
          <p className="mt-1 text-xs text-stone-600">{t('summary.pinHint')}</p>
        </section>
      )}
      <dl className="divide-y divide-stone-100 text-sm">
        <Row label={t('summary.orderId')}>{order.orderId}</Row>
        <Row label={t('summary.placed')}>{formatDateTime(order.createdAt)}</Row>
        <Row label={t('summary.status')}>{statusLabel(order.status)}</Row>
        <Row label={t('summary.paymentStatus')}>{nothingToPay ? t('summary.nothingToPay') : paymentStatusLabel(order)}</Row>
        <Row label={t('summary.paymentMethod')}>{isCash(order.paymentMethod) ? t('summary.cod') : paymentMethodLabel(order.paymentMethod)}</Row>
        {order.mpesaReceipt && <Row label={t('summary.mpesaReceipt')}>{order.mpesaReceipt}</Row>}
        <Row label={t('summary.deliveryLocation')}>
          <PlaceInWords location={order.delivery.location} town={order.delivery.town} />
        </Row>
        <Row label={t('summary.deliveryTown')}>{order.delivery.town}</Row>
        {order.delivery.address?.landmark && <Row label={t('summary.landmark')}>{order.delivery.address.landmark}</Row>}
        {order.delivery.address?.building && <Row label={t('summary.building')}>{order.delivery.address.building}</Row>}
        {order.delivery.address?.directions && <Row label={t('summary.directions')}>{order.delivery.address.directions}</Row>}
        {order.delivery.address?.contactPhone && <Row label={t('summary.receiving')}>{order.delivery.address.contactPhone}</Row>}
        <Row label={t('summary.deliveryMeans')}>{order.delivery.option === 'platform' || order.delivery.option === 'own' ? t(`summary.means.${order.delivery.option}`) : order.delivery.option}</Row>
        <Row label={t('summary.deliveryFee')}>{formatKsh(order.delivery.fee)}</Row>
      </dl>
      <div>
        <h2 className="mb-2 text-sm font-bold uppercase tracking-wider text-stone-500">{t('summary.items')}</h2>
        <OrderItems order={order} />
      </div>
      <dl className="space-y-1.5 rounded-2xl bg-stone-50 p-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('summary.items')}</dt>
          <dd className="font-medium text-stone-900">{formatKsh(order.total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">{t('summary.deliveryFee')}</dt>
          <dd className="font-medium text-stone-900">{formatKsh(order.delivery.fee)}</dd>
        </div>
        {order.discount ? (
          <div className="flex justify-between">
            <dt className="text-stone-600">{order.promoCode ? t('summary.promoWithCode', { code: order.promoCode }) : t('summary.promo')}</dt>
            <dd className="font-medium text-primary-700">{t('summary.minus', { amount: formatKsh(order.discount) })}</dd>
          </div>
        ) : null}
        {order.tip && order.tip.status !== 'Failed' && (
          <div className="flex justify-between">
            <dt className="text-stone-600">
              {order.tip.status === 'Awaiting'
                ? t('summary.tipAwaiting')
                : order.tip.status === 'Promised'
                  ? order.tip.addedAt === 'after'
                    ? t('summary.tipCash')
                    : t('summary.tipWithOrder')
                  : t('summary.tip')}
            </dt>
            <dd className="font-medium text-stone-900">{formatKsh(order.tip.amount)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base">
          <dt className="font-semibold text-stone-900">{t('summary.total')}</dt>
          <dd className="font-bold text-stone-900">{formatKsh(checkoutTotal)}</dd>
        </div>
        {(order.creditUsed ?? 0) > 0 && (
          <>
            <div className="flex justify-between text-emerald-800">
              <dt>{t('summary.paidWithCredit')}</dt>
              <dd className="font-medium">{t('summary.minus', { amount: formatKsh(order.creditUsed ?? 0) })}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="font-semibold text-stone-900">{isCash(order.paymentMethod) ? t('summary.payOnDelivery') : t('summary.restByMpesa')}</dt>
              <dd className="font-bold text-stone-900">{formatKsh(leftToPay({ ...due, creditUsed: order.creditUsed, checkoutTip }))}</dd>
            </div>
          </>
        )}
      </dl>
    </div>
  );
}
