import { NO_ANSWER_REASON } from '@sokoni/domain/contracts/orders';
import { formatSlot } from '@sokoni/domain/delivery-slots';
import { formatKsh, shillingsFromCents } from '@sokoni/domain/money';
import { SCHEDULED } from '@sokoni/domain/order-status';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PlacedOrderFollowUp } from './placed-order-follow-up.ts';
import { declineSubOrder } from './drop-sub-order.ts';
import type { DeliveryRepricer } from './delivery-reprice.ts';
import type { OrderTransitions } from './order-transition.ts';

const SCHEDULED_ALERT = 'order.scheduled-alert';
/** The job that declines a part its shop did not answer; its due time is the countdown the shop sees. */
export const ANSWER_DEADLINE = 'order.answer-deadline';
const SYSTEM = { kind: 'system', id: null } as const;

interface PartJob {
  orderId: string;
  subOrderId: string;
}

/**
 * The durable follow-ups of an order (jobs survive restarts; one process runs each): a scheduled
 * part reaches its shop as a new order PREP_MINUTES before its slot, and a new part no shop
 * accepted within ACCEPT_MINUTES is declined by itself. Each handler checks the state under the
 * order's lock first, so running twice, or after the shop acted, changes nothing.
 */
export function createOrderJobs(deps: { jobs: JobRunner; transitions: OrderTransitions; acceptMinutes: number; reprice?: DeliveryRepricer }) {
  const answerDeadline = (tx: DbOrTx, part: PartJob) =>
    deps.jobs.schedule(ANSWER_DEADLINE, part, { tx, key: part.subOrderId, delayMs: deps.acceptMinutes * 60_000 });

  deps.jobs.register<PartJob>(SCHEDULED_ALERT, async (part) => {
    await deps.transitions.transition(part.orderId, async (scope) => {
      const sub = scope.order.subOrders.find((s) => s.id === part.subOrderId);
      if (sub?.status !== SCHEDULED) return;
      await scope.move({ actor: SYSTEM, subOrders: [{ id: sub.id, to: 'Pending' }], note: 'time to prepare the scheduled order' });
      await scope.followSubOrders(SYSTEM);
      const slot = scope.order.scheduledFor ? ` for ${formatSlot(scope.order.scheduledFor)}` : '';
      const [notification] = await scope.writes.notifications.insertMany([
        {
          id: newId(),
          partnerId: sub.partnerId,
          subOrderId: sub.id,
          orderId: scope.order.id,
          url: `/partner/orders/${sub.id}`,
          message: `Scheduled order ${scope.order.orderId}${slot}: start preparing it now (${formatKsh(shillingsFromCents(sub.totalCents))}).`,
        },
      ]);
      await answerDeadline(scope.tx, part);
      scope.events.push({
        type: 'ScheduledOrderDue',
        orderId: scope.order.id,
        store: { storeId: sub.partnerId, subOrderId: sub.id, notificationId: notification!.id, message: notification!.message },
      });
    });
  });

  deps.jobs.register<PartJob>(ANSWER_DEADLINE, async (part) => {
    await deps.transitions.transition(part.orderId, async (scope) => {
      const sub = scope.order.subOrders.find((s) => s.id === part.subOrderId);
      if (sub?.status !== 'Pending') return;
      await declineSubOrder(scope, sub.id, SYSTEM, NO_ANSWER_REASON, null, deps.reprice);
    });
  });

  /** Written in the new order's transaction, so the jobs exist exactly when the order does. */
  const afterPlaced: PlacedOrderFollowUp = async (tx, order) => {
    for (const sub of order.subOrders) {
      const part = { orderId: order.id, subOrderId: sub.id };
      if (!order.scheduledFor) {
        await answerDeadline(tx, part);
        continue;
      }
      const delayMs = order.scheduledFor.getTime() - sub.prepMinutes * 60_000 - Date.now();
      await deps.jobs.schedule(SCHEDULED_ALERT, part, { tx, key: sub.id, delayMs });
    }
  };

  return { afterPlaced };
}
export type OrderJobs = ReturnType<typeof createOrderJobs>;
