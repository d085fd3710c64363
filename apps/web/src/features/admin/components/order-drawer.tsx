import { isMpesa } from '@sokoni/domain/payment-methods';
import { DropOffInWords } from './drop-off-in-words.tsx';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const detail = useOrder(orderId);
  const [asking, setAsking] = useState(false);

  let body;
  if (detail.isPending) body = <FormSkeleton fields={6} label={t('orderDrawer.loading')} />;
  else if (detail.isError) body = <ErrorState title={t('orderDrawer.couldNotLoad')} message={messageOf(detail.error, t('pleaseTryAgain'))} onRetry={() => void detail.refetch()} />;
  else {
    const { order, driver, history } = detail.data;
    // A prompt cancelled before the customer switched to cash is still an attempt to see.
    const anyPayment = (detail.data.payments?.length ?? 0) > 0 || (detail.data.refunds?.length ?? 0) > 0;
    body = (
      <div className="space-y-7">
        <DetailList
          items={[
            { label: t('orderDrawer.customer'), value: `${order.user.names || order.user.username} (@${order.user.username})` },
            { label: t('orderDrawer.customerPhone'), value: <a className="text-primary-800 underline" href={`tel:${order.user.phoneNumber}`}>{order.user.phoneNumber}</a> },
            { label: t('orderDrawer.delivery'), value: `${order.delivery.town} · ${order.delivery.option === 'platform' ? t('orderDrawer.sokoniDriver') : t('orderDrawer.shopOwnDelivery')}` },
            { label: t('orderDrawer.dropOff'), value: <DropOffInWords delivery={order.delivery} /> },
            { label: t('orderDrawer.payment'), value: `${paymentMethodLabel(order.paymentMethod)} · ${paymentStatusLabel(order)}` },
            { label: t('orderDrawer.mpesaReceipt'), value: order.mpesaReceipt ?? null },
            { label: t('orderDrawer.driver'), value: driver ? `${driver.name} · ${driver.phoneNumber}` : t('orderDrawer.noneYet') },
            { label: t('orderDrawer.placed'), value: formatDateTime(order.createdAt) },
            { label: t('orderDrawer.delivered'), value: order.deliveredAt ? formatDateTime(order.deliveredAt) : null },
          ]}
        />
        <Part title={t('orderDrawer.shopsAndItems')}>
          <SubOrderList order={order} />
        </Part>
        {isMpesa(order.paymentMethod) || order.mpesaReceipt || anyPayment ? (
          <Part title={t('orderDrawer.mpesaPayments')}>
            <PaymentAttempts orderId={order._id} />
          </Part>
        ) : null}
        <Part title={t('orderDrawer.statusHistory')}>
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
      title={order ? <span className="font-mono">{order.orderId}</span> : t('orderDrawer.order')}
      subtitle={order && <OrderStatusBadge status={order.status} />}
      footer={detail.data && <CancelOrderPanel detail={detail.data} onAskingChange={setAsking} />}
    >
      {body}
    </AdminDrawer>
  );
}
