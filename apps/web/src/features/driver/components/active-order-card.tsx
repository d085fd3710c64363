import { amountDue } from '@sokoni/domain/amount-due';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MapPinIcon, PhoneIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { formatKsh } from '../../../lib/format.ts';
import type { ActiveOrderActions } from '../hooks/use-active-order-actions.ts';
import { directionsUrl } from '../lib/map-links.ts';
import { orderActions } from '../lib/order-actions.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { DeliverDialog } from './deliver-dialog.tsx';
import { DeliveryMap } from './delivery-map.tsx';
import { EarningFigures } from './earning-figures.tsx';
import { SubOrderStop } from './sub-order-stop.tsx';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { whatsappHref } from '../../../components/order/contact-buttons.tsx';

/** An accepted order: who and where the customer is, each shop to collect from, and the next step. */
export function ActiveOrderCard({ order, actions }: { order: TDriverOrder; actions: ActiveOrderActions }) {
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const allowed = orderActions(order);
  const { pickUp, deliver, deliverUnreached, decline } = actions;
  // One step at a time across all orders; only this order's own step shows progress.
  const busy = pickUp.isPending || deliver.isPending || deliverUnreached.isPending || decline.isPending;
  const declining = decline.isPending && decline.variables === order._id;
  const customerDirections = directionsUrl(order.delivery.location);
  const customerName = order.user?.names || 'Customer';

  return (
    <article aria-label={`Order ${order.orderId}`} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-all font-bold text-stone-900">{order.orderId}</h3>
        <OrderStatusBadge wording="sentence" status={order.status} />
      </header>

      <section aria-label="Customer" className="space-y-1.5 rounded-xl bg-stone-50 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-stone-900">
          <UserIcon className="size-4 shrink-0 text-stone-500" />
          {customerName}
        </p>
        {order.user?.phoneNumber && (
          <a href={`tel:${order.user.phoneNumber}`} className="flex items-center gap-2 font-semibold text-primary-700 hover:underline">
            <PhoneIcon className="size-4 shrink-0" />
            {order.user.phoneNumber}
          </a>
        )}
        <p className="flex items-start gap-2 text-stone-700">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-red-600" />
          <span className="min-w-0">
            {order.delivery.town}
            {order.delivery.location && <span className="tabular-nums text-stone-500"> · {order.delivery.location}</span>}
          </span>
        </p>
        {customerDirections && (
          <a href={customerDirections} target="_blank" rel="noopener noreferrer" className="inline-block font-semibold text-primary-700 underline-offset-2 hover:underline">
            Directions to the customer
          </a>
        )}
        {order.user?.phoneNumber && (
          <a href={whatsappHref(order.user.phoneNumber)} target="_blank" rel="noreferrer" aria-label={`WhatsApp ${customerName}`} className="ml-4 inline-block font-semibold text-primary-700 underline-offset-2 hover:underline">
            WhatsApp
          </a>
        )}
      </section>

      <DeliveryMap
        shops={order.subOrders.map((s) => ({ label: s.shop.shopName, location: s.shop.location }))}
        customer={order.delivery.location ? { label: `${customerName} (customer)`, location: order.delivery.location } : null}
      />

      <ul aria-label="Shops to collect from" className="space-y-2">
        {order.subOrders.map((sub) => (
          <SubOrderStop
            key={sub._id}
            sub={sub}
            busy={busy}
            pickingUp={pickUp.isPending && pickUp.variables?.subOrderId === sub._id}
            onPickUp={() => pickUp.mutate({ subOrderId: sub._id, orderId: order._id })}
          />
        ))}
      </ul>

      <EarningFigures fee={order.fee} earning={order.driverEarning} />
      {order.paymentMethod === 'COD' && !allowed.awaitingConfirmation && (
        <p className="text-sm text-stone-700">
          Cash on delivery: collect <span className="font-semibold text-stone-900">{formatKsh(amountDue({ total: order.total, deliveryFee: order.fee, discount: order.discount }))}</span> from the customer.
        </p>
      )}

      {allowed.awaitingConfirmation && <Alert tone="success">Delivered. Waiting for the customer to confirm they received it.</Alert>}

      {(allowed.markDelivered || allowed.showDecline) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {allowed.markDelivered && (
            <Button className="w-full sm:flex-1" disabled={busy} onClick={() => setDelivering(true)}>
              Mark as Delivered
            </Button>
          )}
          {allowed.showDecline && (
            <Button variant="secondary" className="w-full text-red-700 sm:flex-1" disabled={!allowed.canDecline || busy} onClick={() => setConfirmDecline(true)}>
              Decline Order
            </Button>
          )}
        </div>
      )}
      {allowed.showDecline && !allowed.canDecline && <p className="text-xs text-stone-500">An order cannot be declined once items are out for delivery.</p>}

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
