import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useOrder } from '../api/get-order.ts';
import { AdminDrawer } from './admin-drawer.tsx';
import { DetailList } from './detail-list.tsx';
import { CancelOrderPanel } from './cancel-order-panel.tsx';
import { StatusHistory } from './status-history.tsx';
import { SubOrderList } from './sub-order-list.tsx';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { paymentMethodLabel, paymentStatusLabel } from '../../../components/order/payment-text.ts';
import { PaymentAttempts } from './payment-attempts.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2.5 text-sm font-semibold uppercase tracking-wide text-stone-500">{title}</h3>
      {children}
    </section>
  );
}

/** One order in full: people, delivery, each shop's items, totals, the whole status history, and cancel. */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const detail = useOrder(orderId);
  const [asking, setAsking] = useState(false);

  let body;
  if (detail.isPending) body = <FormSkeleton fields={6} label="Loading the order…" />;
  else if (detail.isError) body = <ErrorState title="Could not load this order" message={messageOf(detail.error, 'Please try again.')} onRetry={() => void detail.refetch()} />;
  else {
    const { order, driver, history } = detail.data;
    body = (
      <div className="space-y-7">
        <DetailList
          items={[
            { label: 'Customer', value: `${order.user.names || order.user.username} (@${order.user.username})` },
            { label: 'Customer phone', value: <a className="text-primary-800 underline" href={`tel:${order.user.phoneNumber}`}>{order.user.phoneNumber}</a> },
            { label: 'Delivery', value: `${order.delivery.town} · ${order.delivery.option === 'platform' ? 'Sokoni driver' : "Shop's own delivery"}` },
            { label: 'Drop-off (lat, lng)', value: order.delivery.location },
            { label: 'Payment', value: `${paymentMethodLabel(order.paymentMethod)} · ${paymentStatusLabel(order)}` },
            { label: 'M-Pesa receipt', value: order.mpesaReceipt ?? null },
            { label: 'Driver', value: driver ? `${driver.name} · ${driver.phoneNumber}` : 'None yet' },
            { label: 'Placed', value: formatDateTime(order.createdAt) },
            { label: 'Delivered', value: order.deliveredAt ? formatDateTime(order.deliveredAt) : null },
          ]}
        />
        <Part title="Shops and items">
          <SubOrderList order={order} />
        </Part>
        {order.paymentMethod === 'Mpesa' || order.mpesaReceipt ? (
          <Part title="M-Pesa payments">
            <PaymentAttempts orderId={order._id} />
          </Part>
        ) : null}
        <Part title="Status history">
          <StatusHistory history={history} />
        </Part>
      </div>
    );
  }

  const order = detail.data?.order;
  return (
    <AdminDrawer
      open={orderId !== null}
      covered={asking}
      onClose={onClose}
      title={order ? <span className="font-mono">{order.orderId}</span> : 'Order'}
      subtitle={order && <OrderStatusBadge status={order.status} />}
      footer={detail.data && <CancelOrderPanel detail={detail.data} onAskingChange={setAsking} />}
    >
      {body}
    </AdminDrawer>
  );
}
