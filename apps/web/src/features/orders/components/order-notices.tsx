import type { TOrder } from '@sokoni/domain/contracts/orders';
import { formatSlot } from '@sokoni/domain/delivery-slots';
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

const REASONS: Record<string, string> = {
  'out of stock': 'it is out of stock',
  closing: 'it is closing',
  'too busy': 'it is too busy',
  other: 'it cannot take it',
  'no answer': 'it did not answer in time',
};

/**
 * What the customer should know and may do about an order beyond its status: the time slot of an
 * order for later, each shop that declined (and why), the choice to go on without it, and
 * cancelling until a shop starts preparing.
 */
export function OrderNotices({ order }: { order: TOrder }) {
  const cancel = useCancelOrder();
  const answer = useAnswerAfterDecline();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const declined = order.subOrders.filter((s) => s.status === 'Declined');
  const open = !CLOSED_STATUSES.includes(order.status);
  const cancellable =
    open &&
    whyNotCustomerCancel({ option: order.delivery.option, status: order.status, assignedDriverId: order.assignedDriver, subOrderStatuses: order.subOrders.map((s) => s.status) }) === null;

  const run = async (work: () => Promise<{ message: string }>) => {
    setFailure(null);
    try {
      showToast((await work()).message);
      setConfirming(false);
    } catch (error) {
      setFailure(messageOf(error, 'That did not work. Please try again.'));
    }
  };

  return (
    <div className="space-y-3">
      {order.scheduledFor && (
        <p className="rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-800">
          Scheduled for <span className="font-semibold">{formatSlot(new Date(order.scheduledFor))}</span> (Nairobi time)
        </p>
      )}
      <SubstitutionRequests orderId={order._id} live={open} />
      {declined.map((s) => (
        <Alert key={s._id} tone="warning">
          <span className="font-semibold">{s.shop.businessName}</span> declined its part of this order: {REASONS[s.decline?.reason ?? 'other'] ?? s.decline?.reason}
          {s.decline?.note ? ` (“${s.decline.note}”)` : ''}. Its items are not charged.
        </Alert>
      ))}
      {open && order.afterDecline === 'ask' && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-stone-700">Go on with the other shops?</span>
          <Button size="sm" loading={answer.isPending} onClick={() => void run(() => answer.mutateAsync({ id: order._id, choice: 'continue' }))}>
            Go on with the rest
          </Button>
          <Button size="sm" variant="secondary" disabled={answer.isPending} onClick={() => void run(() => answer.mutateAsync({ id: order._id, choice: 'cancel' }))}>
            Cancel everything
          </Button>
        </div>
      )}
      {cancellable && order.afterDecline !== 'ask' && (
        <div className="flex flex-wrap items-center gap-2">
          {confirming ? (
            <>
              <span className="text-sm text-stone-700">Cancel this order?</span>
              <Button size="sm" variant="danger-outline" loading={cancel.isPending} onClick={() => void run(() => cancel.mutateAsync(order._id))}>
                Yes, cancel order
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button size="sm" variant="danger-ghost" onClick={() => setConfirming(true)}>
              Cancel order
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
