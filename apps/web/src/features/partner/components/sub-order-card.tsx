import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { formatKsh } from '@sokoni/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerName, deliveryLabel } from '../lib/order-rows.ts';
import { StatusUpdater } from './status-updater.tsx';
import { OrderStatusBadge } from '../../../components/order/order-status-badge.tsx';
import { formatDateTime, formatSlot } from '../../../lib/nairobi-time.ts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { declineReasonName } from '../lib/decline-words.ts';
import { SubstituteDialog } from './substitute-dialog.tsx';
import { SubstitutionList } from './substitution-list.tsx';
import { useStoreSubstitutions } from '../api/substitutions.ts';
import { markOrderOpened } from '../hooks/opened-orders.ts';
import { AnswerCountdown } from './answer-countdown.tsx';
import { cn } from '../../../lib/cn.ts';
import { ChosenOptions } from '../../../components/order/chosen-options.tsx';

/** While the store is putting the order together it may replace an unavailable item. */
const AT_WORK = ['Pending', 'OrderReceived', 'Preparing'];

/** One of the store's sub-orders: who, what, how much, where it stands and the next step. */
export function SubOrderCard({
  sub,
  status,
  updating,
  onAdvance,
}: {
  sub: TSubOrder;
  status: string;
  updating: boolean;
  onAdvance: (next: string) => void;
}) {
  const { t } = useTranslation('partner');
  const parent = sub.parentOrder;
  const [declining, setDeclining] = useState(false);
  const [replacing, setReplacing] = useState<TSubOrder['items'][number] | null>(null);
  const atWork = AT_WORK.includes(status);
  const substitutions = useStoreSubstitutions(parent._id, atWork || status === 'ReadyForPickup').data?.filter((s) => s.subOrderId === sub._id) ?? [];
  const waiting = new Set(substitutions.filter((s) => s.state === 'proposed').map((s) => s.itemId));
  const isNew = status === 'Pending';
  return (
    <article
      className={cn('flex min-w-0 flex-col rounded-2xl border bg-white p-4 shadow-sm', isNew ? 'border-amber-400 ring-2 ring-amber-200' : 'border-stone-200')}
      aria-labelledby={`sub-${sub._id}`}
      // Any tap on a new order means the shop has seen it: the repeating alarm stops for it.
      onPointerDown={isNew ? () => markOrderOpened(sub._id) : undefined}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`sub-${sub._id}`} className="break-words font-semibold text-stone-900">
            <Link to={`/partner/orders/${sub._id}`} className="hover:text-primary-800 hover:underline">
              {t('orderCard.order', { number: parent.orderId })}
            </Link>
          </h3>
          <p className="text-xs text-stone-500">{formatDateTime(sub.createdAt)}</p>
          {parent.scheduledFor && <p className="text-sm font-semibold text-stone-800">{t('orderCard.forSlot', { slot: formatSlot(parent.scheduledFor) })}</p>}
        </div>
        <OrderStatusBadge status={status} />
      </header>
      {isNew && sub.answerBy && (
        <div className="mt-3">
          <AnswerCountdown answerBy={sub.answerBy} />
        </div>
      )}
      <ul className="mt-3 space-y-1 text-sm text-stone-700">
        {sub.items.map((item) => (
          <li key={item._id} className="flex justify-between gap-3">
            <span className="min-w-0 break-words">
              {item.quantity} × {item.product.name}
              <ChosenOptions choices={item.choices} className="text-stone-600" />
            </span>
            <span className="flex shrink-0 items-center gap-2">
              <span className="tabular-nums text-stone-500">{formatKsh(item.price * item.quantity)}</span>
              {atWork && !waiting.has(item._id) && (
                <button
                  type="button"
                  className="rounded-md px-1.5 py-0.5 text-xs font-semibold text-amber-800 underline-offset-2 hover:underline"
                  onClick={() => setReplacing(item)}
                  aria-label={t('orderCard.unavailableLabel', { name: item.product.name })}
                >
                  {t('orderCard.unavailable')}
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 border-t border-stone-100 pt-3 text-xs">
        <dt className="text-stone-500">{t('orderCard.customer')}</dt>
        <dd className="truncate text-right font-medium text-stone-800">{customerName(sub)}</dd>
        <dt className="text-stone-500">{t('orderCard.delivery')}</dt>
        <dd className="truncate text-right font-medium text-stone-800">
          {deliveryLabel(parent.delivery.option)} · {parent.delivery.town}
        </dd>
        <dt className="text-stone-500">{t('orderCard.total')}</dt>
        <dd className="text-right text-sm font-bold tabular-nums text-stone-900">{formatKsh(sub.total)}</dd>
      </dl>
      <SubstitutionList substitutions={substitutions} />
      {sub.decline && (
        <p className="mt-3 text-sm text-red-800">
          {sub.decline.note
            ? t('orderCard.declinedWithNote', { reason: declineReasonName(sub.decline.reason), note: sub.decline.note })
            : t('orderCard.declined', { reason: declineReasonName(sub.decline.reason) })}
        </p>
      )}
      {isNew ? (
        <div className="mt-auto grid grid-cols-2 gap-2 pt-4">
          <StatusUpdater status={status} option={parent.delivery.option} updating={updating} onAdvance={onAdvance} size="lg" />
          <Button variant="danger-outline" size="lg" className="w-full" onClick={() => setDeclining(true)}>
            {t('orderCard.decline')}
          </Button>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <StatusUpdater status={status} option={parent.delivery.option} updating={updating} onAdvance={onAdvance} size="md" />
        </div>
      )}
      {replacing && (
        <SubstituteDialog
          partnerId={sub.shop._id}
          orderId={parent._id}
          subOrderId={sub._id}
          item={{ _id: replacing._id, name: replacing.product.name, productId: replacing.product._id, quantity: replacing.quantity }}
          onClose={() => setReplacing(null)}
        />
      )}
      {declining && <DeclineDialog subOrderId={sub._id} orderNumber={parent.orderId} onClose={() => setDeclining(false)} />}
    </article>
  );
}
