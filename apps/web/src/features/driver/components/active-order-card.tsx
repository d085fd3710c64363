import { isCash } from '@sokoni/domain/payment-methods';
import { leftToPay } from '@sokoni/domain/amount-due';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatKsh } from '../../../lib/format.ts';
import type { ActiveOrderActions } from '../hooks/use-active-order-actions.ts';
import { orderActions } from '../lib/order-actions.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { DeliverDialog } from './deliver-dialog.tsx';
import { DeliveryMap } from './delivery-map.tsx';
import { EarningFigures } from './earning-figures.tsx';
import { SubOrderStop } from './sub-order-stop.tsx';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { DropOffStop } from './drop-off-stop.tsx';

/**
 * The shops in the order to ride them (the server's `stops`: nearest first from the rider), each
 * with its address in words; without stops, as the order lists them.
 */
function routeOf(order: TDriverOrder) {
  const pickups = (order.stops ?? []).flatMap((stop) => {
    const sub = stop.kind === 'pickup' ? order.subOrders.find((s) => s._id === stop.subOrderId) : undefined;
    return sub ? [{ sub, address: stop.address }] : [];
  });
  const listed = new Set(pickups.map((p) => p.sub._id));
  const rest = order.subOrders.filter((s) => !listed.has(s._id)).map((sub) => ({ sub, address: sub.shop.address ? `${sub.shop.address}, ${sub.shop.town}` : sub.shop.town }));
  return { pickups: [...pickups, ...rest] };
}

/** An accepted order: each shop to collect from in route order, the drop-off with its landmark and directions, and the next step. */
export function ActiveOrderCard({ order, actions }: { order: TDriverOrder; actions: ActiveOrderActions }) {
  const { t } = useTranslation('driver');
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const allowed = orderActions(order);
  const { pickUp, deliver, deliverUnreached, decline } = actions;
  // One step at a time across all orders; only this order's own step shows progress.
  const busy = pickUp.isPending || deliver.isPending || deliverUnreached.isPending || decline.isPending;
  const declining = decline.isPending && decline.variables === order._id;
  const customerName = order.user?.names || t('activeOrder.customer');
  const route = routeOf(order);

  return (
    <article aria-label={t('orderCard.label', { number: order.orderId })} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-all font-bold text-stone-900">{order.orderId}</h3>
        <OrderStatusBadge wording="sentence" status={order.status} />
      </header>

      <DeliveryMap
        shops={order.subOrders.map((s) => ({ label: s.shop.shopName, location: s.shop.location }))}
        customer={order.delivery.location ? { label: t('activeOrder.customerOnMap', { name: customerName }), location: order.delivery.location } : null}
      />

      <ul aria-label={t('activeOrder.shopsToCollect')} className="space-y-2">
        {route.pickups.map(({ sub, address }, index) => (
          <SubOrderStop
            key={sub._id}
            sub={sub}
            stopNumber={index + 1}
            address={address}
            busy={busy}
            pickingUp={pickUp.isPending && pickUp.variables?.subOrderId === sub._id}
            onPickUp={() => pickUp.mutate({ subOrderId: sub._id, orderId: order._id })}
          />
        ))}
      </ul>

      <DropOffStop order={order} stopNumber={route.pickups.length + 1} />

      <EarningFigures fee={order.fee} earning={order.driverEarning} />
      {isCash(order.paymentMethod) && !allowed.delivered && (
        <p className="text-sm text-stone-700">
          <Trans
            t={t}
            i18nKey={order.tip?.addedAt === 'checkout' ? 'activeOrder.cashCollectWithTip' : 'activeOrder.cashCollect'}
            values={{
              amount: formatKsh(
                leftToPay({
                  total: order.total,
                  deliveryFee: order.fee,
                  discount: order.discount,
                  creditUsed: order.creditUsed,
                  checkoutTip: order.tip?.addedAt === 'checkout' ? order.tip.amount : 0,
                }),
              ),
              tip: order.tip ? formatKsh(order.tip.amount) : '',
            }}
            components={{ amount: <span className="font-semibold text-stone-900" /> }}
          />
        </p>
      )}

      {allowed.delivered && <Alert tone="success">{t('activeOrder.delivered')}</Alert>}

      {(allowed.markDelivered || allowed.showDecline) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {allowed.markDelivered && (
            <Button className="w-full sm:flex-1" disabled={busy} onClick={() => setDelivering(true)}>
              {t('activeOrder.markDelivered')}
            </Button>
          )}
          {allowed.showDecline && (
            <Button variant="danger-outline" className="w-full sm:flex-1" disabled={!allowed.canDecline || busy} onClick={() => setConfirmDecline(true)}>
              {t('activeOrder.decline')}
            </Button>
          )}
        </div>
      )}
      {allowed.showDecline && !allowed.canDecline && <p className="text-xs text-stone-500">{t('activeOrder.cannotDecline')}</p>}

      <DeliverDialog
        orderNumber={order.orderId}
        open={delivering}
        onClose={() => setDelivering(false)}
        onPin={(pin) => deliver.mutateAsync({ orderId: order._id, pin }).then(() => setDelivering(false))}
        onUnreachable={(note, photo) => deliverUnreached.mutateAsync({ orderId: order._id, note, photo }).then(() => setDelivering(false))}
      />

      <DeclineDialog
        orderNumber={order.orderId}
        open={confirmDecline}
        declining={declining}
        onCancel={() => setConfirmDecline(false)}
        onConfirm={() => decline.mutate(order._id, { onSettled: () => setConfirmDecline(false) })}
      />
    </article>
  );
}
