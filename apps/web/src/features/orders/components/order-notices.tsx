import { Trans, useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';
import type { TOrder } from '@sokoni/domain/contracts/orders';
import { formatSlot } from '../../../lib/nairobi-time.ts';
import { whyNotCustomerCancel } from '@sokoni/domain/order-process';
import { CLOSED_STATUSES } from '@sokoni/domain/order-status';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useAnswerAfterDecline } from '../api/answer-after-decline.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { SubstitutionRequests } from './substitution-requests.tsx';
import { orderPageView, type OrderPageView } from '@sokoni/domain/order-page';
import { orderPageInput } from './order-page-input.ts';

/** A decline reason the catalogue words; any other is shown as the shop gave it. */
const KNOWN_REASONS = ['out of stock', 'closing', 'too busy', 'other', 'no answer'] as const;
const isKnownReason = (reason: string): reason is (typeof KNOWN_REASONS)[number] => (KNOWN_REASONS as readonly string[]).includes(reason);

function declineReason(reason: string | undefined): string {
  const given = reason ?? 'other';
  return isKnownReason(given) ? i18n.t(`orders:notices.reasons.${given}`) : given;
}

/**
 * What the customer should know and may do about an order beyond its status: the time slot of an
 * order for later, each shop that declined (and why), the choice to go on without it, and
 * cancelling until a shop starts preparing.
 */
export function OrderNotices({ order, view = orderPageView(orderPageInput(order)) }: { order: TOrder; view?: OrderPageView }) {
  const { t } = useTranslation('orders');
  const shows = (detail: OrderPageView['details'][number]) => view.details.includes(detail);
  const [showSlot, showSubstitutions, showDeclines] = [shows('slot'), shows('substitutions'), shows('declines')];
  const cancel = useCancelOrder();
  const answer = useAnswerAfterDecline();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const declined = order.subOrders.filter((s) => s.status === 'Declined');
  const open = !CLOSED_STATUSES.includes(order.status);
  const cancellable =
    open &&
    view.actions.includes('cancel') &&
    whyNotCustomerCancel({ option: order.delivery.option, status: order.status, assignedDriverId: order.assignedDriver, subOrderStatuses: order.subOrders.map((s) => s.status) }) === null;

  const run = async (work: () => Promise<{ message: string }>) => {
    setFailure(null);
    try {
      showToast((await work()).message);
      setConfirming(false);
    } catch (error) {
      setFailure(messageOf(error, t('notices.failed')));
    }
  };

  return (
    <div className="space-y-3">
      {order.scheduledFor && showSlot && (
        <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <Trans t={t} i18nKey="notices.scheduledFor" values={{ slot: formatSlot(order.scheduledFor) }} components={{ strong: <span className="font-semibold" /> }} />
        </p>
      )}
      {showSubstitutions && <SubstitutionRequests orderId={order._id} live={open} />}
      {showDeclines && declined.map((s) => (
        <Alert key={s._id} tone="warning">
          <Trans
            t={t}
            i18nKey={s.decline?.note ? 'notices.declinedWithNote' : 'notices.declined'}
            values={{ shop: s.shop.businessName, reason: declineReason(s.decline?.reason), note: s.decline?.note }}
            components={{ strong: <span className="font-semibold" /> }}
          />
        </Alert>
      ))}
      {open && order.afterDecline === 'ask' && view.actions.includes('continueOrCancel') && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-stone-700">{t('notices.goOnQuestion')}</span>
          <Button size="sm" loading={answer.isPending} onClick={() => void run(() => answer.mutateAsync({ id: order._id, choice: 'continue' }))}>
            {t('notices.goOn')}
          </Button>
          <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => void run(() => answer.mutateAsync({ id: order._id, choice: 'cancel' }))}>
            {t('notices.cancelAll')}
          </Button>
        </div>
      )}
      {cancellable && order.afterDecline !== 'ask' && (
        <div className="flex flex-wrap items-center gap-2">
          {confirming ? (
            <>
              <span className="text-sm text-stone-700">{t('notices.cancelQuestion')}</span>
              <Button size="sm" variant="danger-outline" loading={cancel.isPending} onClick={() => void run(() => cancel.mutateAsync(order._id))}>
                {t('notices.yesCancel')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('notices.keep')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="danger-ghost" onClick={() => setConfirming(true)}>
              {t('notices.cancel')}
            </Button>
          )}
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
