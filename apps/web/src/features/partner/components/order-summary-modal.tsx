import { useTranslation } from 'react-i18next';
import type { TOrder, TSubOrder } from '@sokoni/domain/contracts/orders';
import { formatKsh } from '@sokoni/domain/money';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { FormSkeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useOrder } from '../api/get-order.ts';
import { useSubOrder } from '../api/get-suborder.ts';
import type { SummaryTarget } from '../hooks/use-notifications-controller.ts';
import { customerName, deliveryLabel } from '../lib/order-rows.ts';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { ChosenOptions, type ChosenOption } from '../../../components/order/chosen-options.tsx';

interface Line {
  key: string;
  name: string;
  quantity: number;
  price: number;
  choices?: ChosenOption[];
}

function Summary({ number, status, placed, customer, delivery, lines, total }: { number: string; status: string; placed: string; customer: string; delivery: string; lines: Line[]; total: number }) {
  const { t } = useTranslation('partner');
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-stone-900">{t('summary.order', { number })}</p>
        <OrderStatusBadge status={status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-stone-500">{t('summary.placed')}</dt>
        <dd className="text-right text-stone-800">{formatDateTime(placed)}</dd>
        <dt className="text-stone-500">{t('summary.customer')}</dt>
        <dd className="text-right text-stone-800">{customer}</dd>
        <dt className="text-stone-500">{t('summary.delivery')}</dt>
        <dd className="text-right text-stone-800">{delivery}</dd>
      </dl>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3 px-3 py-2">
            <span className="min-w-0 break-words">
              {line.quantity} × {line.name}
              <ChosenOptions choices={line.choices} />
            </span>
            <span className="shrink-0 tabular-nums">{formatKsh(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-base font-bold text-stone-900">
        <span>{t('summary.total')}</span>
        <span className="tabular-nums">{formatKsh(total)}</span>
      </p>
    </div>
  );
}

function subOrderSummary(sub: TSubOrder) {
  const parent = sub.parentOrder;
  return (
    <Summary
      number={parent.orderId}
      status={sub.status}
      placed={sub.createdAt}
      customer={customerName(sub)}
      delivery={`${deliveryLabel(parent.delivery.option)} · ${parent.delivery.town}`}
      lines={sub.items.map((i) => ({ key: i._id, name: i.product.name, quantity: i.quantity, price: i.price, choices: i.choices }))}
      total={sub.total}
    />
  );
}

/** An order without a named sub-order: only this store's part of it is summarised. */
function orderSummary(order: TOrder, partnerId: string) {
  const own = order.subOrders.filter((s) => s.shop._id === partnerId);
  const mine = own.length ? own : order.subOrders;
  return (
    <Summary
      number={order.orderId}
      status={mine[0]?.status ?? order.status}
      placed={order.createdAt}
      customer={order.user.names || order.user.username}
      delivery={`${deliveryLabel(order.delivery.option)} · ${order.delivery.town}`}
      lines={mine.flatMap((s) => s.items.map((i) => ({ key: i._id, name: i.product.name, quantity: i.quantity, price: i.price, choices: i.choices })))}
      total={mine.reduce((sum, s) => sum + s.total, 0)}
    />
  );
}

/** The order a notification is about, without leaving the dashboard. */
export function OrderSummaryModal({ target, partnerId, onClose }: { target: SummaryTarget | null; partnerId: string; onClose: () => void }) {
  const { t } = useTranslation('partner');
  const subQuery = useSubOrder(target?.subOrderId ?? null);
  const orderQuery = useOrder(target && !target.subOrderId ? target.orderId : null);
  const query = target?.subOrderId ? subQuery : orderQuery;

  let body;
  if (query.isPending) body = <FormSkeleton fields={3} label={t('orderPage.loading')} />;
  else if (query.isError) body = <ErrorState title={t('orderPage.failed')} message={messageOf(query.error, t('orderPage.failedHint'))} />;
  else if (subQuery.data && target?.subOrderId) body = subOrderSummary(subQuery.data);
  else if (orderQuery.data) body = orderSummary(orderQuery.data, partnerId);

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={t('summary.title')}
      footer={
        target?.subOrderId ? (
          <ButtonLink to={`/partner/orders/${target.subOrderId}`} onClick={onClose}>
            {t('summary.open')}
          </ButtonLink>
        ) : undefined
      }
    >
      {body}
    </Modal>
  );
}
