import { isCash } from '@sokoni/domain/payment-methods';
import { canDriverDecline, whyNotOpenForDrivers } from '@sokoni/domain/driver-orders';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { OrderLifecycleRepository } from './order-lifecycle.repository.ts';
import type { OrderAggregate, OrderReadRepository } from './order-reads.repository.ts';
import { orderStateOf, type OrderTransitions } from './order-transition.ts';

const CHANGED = 'This order changed while you were updating it. Please refresh and try again.';
const NOT_ASSIGNED = 'This order is not assigned to you.';

/** The ledger's word on whether a rider may take one more cash order (null: they may). */
export interface RiderCashCheck {
  whyNoCashOrders(tx: DbOrTx, driverId: string): Promise<string | null>;
}

interface DeliveringDriver {
  id: string;
  name: string;
  phone: string;
}

/**
 * The driver's side of an order: accept, decline, mark delivered. Each is one transition (the
 * order's row lock, the rules, a conditional UPDATE, history, events after commit). Whether the
 * driver may take orders at all is the caller's check.
 */
export function createDeliveryService(deps: { lifecycle: OrderLifecycleRepository; transitions: OrderTransitions; reads: OrderReadRepository; riderCash: RiderCashCheck }) {
  /** Resolves an _id or SKN-… number to the order's id. */
  async function idOf(idOrNumber: string): Promise<string> {
    const found = await deps.reads.statusOf(idOrNumber);
    if (!found) throw notFound('Order not found.');
    return found.id;
  }

  async function reload(orderId: string): Promise<OrderAggregate> {
    const aggregate = await deps.reads.findById(orderId);
    if (!aggregate) throw notFound('Order not found.');
    return aggregate;
  }

  return {
    /** Two drivers accepting at once: the row lock queues them and the second finds the order taken. */
    async accept(driverId: string, idOrNumber: string): Promise<{ order: OrderAggregate; accepted: boolean }> {
      const id = await idOf(idOrNumber);
      const { result: accepted } = await deps.transitions.transition(id, async (scope) => {
        if (scope.order.assignedDriverId === driverId) return false;
        const why = whyNotOpenForDrivers(orderStateOf(scope.order));
        if (why) throw conflict(why);
        const overCashLimit = isCash(scope.order.paymentMethod) ? await deps.riderCash.whyNoCashOrders(scope.tx, driverId) : null;
        if (overCashLimit) throw conflict(overCashLimit, { reason: 'cash_limit' });
        if (!(await scope.assignDriver(driverId, 'accepted by driver'))) throw conflict('Order already taken: another driver accepted it first.');
        return true;
      });
      return { order: await reload(id), accepted };
    },

    /** The assigned driver hands the order back before collecting anything; drivers are told it is open again. */
    async decline(driverId: string, idOrNumber: string): Promise<OrderAggregate> {
      const id = await idOf(idOrNumber);
      await deps.transitions.transition(id, async (scope) => {
        const { order } = scope;
        if (order.assignedDriverId !== driverId) throw forbidden(NOT_ASSIGNED);
        if (!canDriverDecline(orderStateOf(order))) {
          throw conflict('You cannot decline this order any more: items have already been picked up.', { status: order.status });
        }
        if (!(await scope.releaseDriver({ kind: 'driver', id: driverId }, 'declined by driver'))) throw conflict(CHANGED);
      });
      return reload(id);
    },

    /**
     * When an admin rejects or suspends a driver, the orders they accepted but have not collected
     * anything of go back to the other drivers. Orders whose items are already with the driver stay
     * theirs (the goods are in their hands): the admin follows those up and may cancel them.
     */
    async releaseUncollected(driverId: string, adminId: string, note: string): Promise<{ released: number; kept: number }> {
      let released = 0;
      let kept = 0;
      for (const id of await deps.lifecycle.unfinishedOrderIdsOf(driverId)) {
        const outcome = await deps.transitions
          .transition(id, async (scope) => {
            if (scope.order.assignedDriverId !== driverId) return null;
            if (!canDriverDecline(orderStateOf(scope.order))) return 'kept';
            return (await scope.releaseDriver({ kind: 'admin', id: adminId }, note)) ? 'released' : 'kept';
          })
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'not_found') return { result: null };
            throw error;
          });
        if (outcome.result === 'released') released += 1;
        if (outcome.result === 'kept') kept += 1;
      }
      return { released, kept };
    },

    /**
     * 'Mark as Delivered': only the assigned driver, only once every store's items are out for
     * delivery. `alongside` writes what the hand-over recorded (proof of delivery) in the same transaction.
     */
    async markDelivered(driver: DeliveringDriver, idOrNumber: string, alongside?: (tx: DbOrTx, orderId: string) => Promise<void>): Promise<OrderAggregate> {
      const id = await idOf(idOrNumber);
      await deps.transitions.transition(id, async (scope) => {
        if (alongside && scope.order.assignedDriverId === driver.id) await alongside(scope.tx, id);
        await scope.move({
          actor: { kind: 'driver', id: driver.id },
          order: 'Delivered',
          subOrders: scope.order.subOrders.filter((s) => s.status === 'OutForDelivery').map((s) => ({ id: s.id, to: 'Delivered' })),
          note: 'delivered by driver',
          stamp: { by: { name: driver.name, phone: driver.phone }, at: new Date() },
        });
      });
      return reload(id);
    },

    /**
     * The admin's 'Confirm delivered' when PIN entry locked at the door and the customer says they
     * have the order: the same move as the driver's, recorded as the admin's, stamped with the
     * assigned driver who carried it. `alongside` writes the audit row in the same transaction.
     */
    async confirmForAdmin(adminId: string, idOrNumber: string, carriedBy: DeliveringDriver, note: string, alongside: (tx: DbOrTx, orderId: string) => Promise<void>): Promise<OrderAggregate> {
      const id = await idOf(idOrNumber);
      await deps.transitions.transition(id, async (scope) => {
        if (scope.order.assignedDriverId !== carriedBy.id) throw conflict(CHANGED);
        await alongside(scope.tx, id);
        await scope.move({
          actor: { kind: 'admin', id: adminId },
          order: 'Delivered',
          subOrders: scope.order.subOrders.filter((s) => s.status === 'OutForDelivery').map((s) => ({ id: s.id, to: 'Delivered' })),
          note,
          stamp: { by: { name: carriedBy.name, phone: carriedBy.phone }, at: new Date() },
        });
      });
      return reload(id);
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
