import { CONFIRMED_DELIVERED } from '@sokoni/domain/order-status';
import { canDriverDecline, isOpenForDrivers, isReadyToMarkDelivered, whyNotOpenForDrivers } from '@sokoni/domain/driver-orders';
import { newId } from '../../db/ids.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { LifecycleWrites, LockedOrder, OrderLifecycleRepository } from './order-lifecycle.repository.ts';
import type { OrderAggregate, OrderReadRepository } from './order-reads.repository.ts';
import type { OrderEvents } from './order-events.ts';

const CHANGED = 'This order changed while you were updating it. Please refresh and try again.';
const NOT_ASSIGNED = 'This order is not assigned to you.';

export interface DeliveringDriver {
  id: string;
  name: string;
  phone: string;
}

const stateOf = (order: LockedOrder) => ({
  option: order.deliveryOption,
  status: order.status,
  assignedDriverId: order.assignedDriverId,
  subOrderStatuses: order.subOrders.map((s) => s.status),
});
const partnerIdsOf = (order: LockedOrder) => order.subOrders.map((s) => s.partnerId);

/**
 * The driver's side of an order: accept, decline, mark delivered. Each runs in one transaction
 * under the order's row lock, with a conditional UPDATE as the final guard, and tells everyone
 * concerned after it commits. Whether the driver may take orders at all is the caller's check.
 */
export function createDeliveryService(deps: { lifecycle: OrderLifecycleRepository; reads: OrderReadRepository; events: OrderEvents }) {
  /** Resolves an _id or SKN-… number, then runs `work` on the locked order. */
  async function withLockedOrder<T>(idOrNumber: string, work: (repo: LifecycleWrites, order: LockedOrder) => Promise<T>): Promise<T> {
    const found = await deps.reads.statusOf(idOrNumber);
    if (!found) throw notFound('Order not found.');
    return deps.lifecycle.transaction(async (repo) => {
      const order = await repo.lockOrderState(found.id);
      if (!order) throw notFound('Order not found.');
      return work(repo, order);
    });
  }

  async function reload(orderId: string): Promise<OrderAggregate> {
    const aggregate = await deps.reads.findById(orderId);
    if (!aggregate) throw notFound('Order not found.');
    return aggregate;
  }

  const history = (order: LockedOrder, actorId: string, note: string, actorKind: 'driver' | 'admin' = 'driver') => ({
    id: newId(),
    orderId: order.id,
    fromStatus: order.status,
    toStatus: order.status,
    actorKind,
    actorId,
    note,
  });

  /** Tells the released driver, the customer and the shops; then every driver when the order is open again. */
  async function announceRelease(order: LockedOrder, reopened: boolean): Promise<OrderAggregate> {
    deps.events.orderChanged(order, order.status, partnerIdsOf(order));
    const aggregate = await reload(order.id);
    if (reopened) deps.events.openedToDrivers(order.id, order.status, aggregate.subOrders.filter((s) => s.status === 'ReadyForPickup').map((s) => s.shop.businessName));
    return aggregate;
  }

  return {
    /** Two drivers accepting at once: the row lock queues them and the second finds the order taken. */
    async accept(driverId: string, idOrNumber: string): Promise<{ order: OrderAggregate; accepted: boolean }> {
      const { order, accepted } = await withLockedOrder(idOrNumber, async (repo, locked) => {
        if (locked.assignedDriverId === driverId) return { order: locked, accepted: false };
        const why = whyNotOpenForDrivers(stateOf(locked));
        if (why) throw conflict(why);
        if (!(await repo.claimForDriver(locked.id, driverId))) throw conflict('Order already taken: another driver accepted it first.');
        await repo.insertHistory([history(locked, driverId, 'accepted by driver')]);
        return { order: { ...locked, assignedDriverId: driverId }, accepted: true };
      });
      if (accepted) {
        deps.events.closedToDrivers(order.id);
        deps.events.orderChanged(order, order.status, partnerIdsOf(order));
      }
      return { order: await reload(order.id), accepted };
    },

    /** The assigned driver hands the order back before collecting anything; drivers are told it is open again. */
    async decline(driverId: string, idOrNumber: string): Promise<OrderAggregate> {
      const { order, reopened } = await withLockedOrder(idOrNumber, async (repo, locked) => {
        if (locked.assignedDriverId !== driverId) throw forbidden(NOT_ASSIGNED);
        if (!canDriverDecline(stateOf(locked))) {
          throw conflict('You cannot decline this order any more: items have already been picked up.', { status: locked.status });
        }
        if (!(await repo.releaseDriver(locked.id, driverId))) throw conflict(CHANGED);
        await repo.insertHistory([history(locked, driverId, 'declined by driver')]);
        return { order: locked, reopened: isOpenForDrivers({ ...stateOf(locked), assignedDriverId: null }) };
      });
      // The declining driver is still told (their other screens drop it), then everyone else.
      return announceRelease(order, reopened);
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
        const outcome = await deps.lifecycle.transaction(async (repo) => {
          const locked = await repo.lockOrderState(id);
          if (!locked || locked.assignedDriverId !== driverId) return null;
          if (!canDriverDecline(stateOf(locked)) || !(await repo.releaseDriver(locked.id, driverId))) return { order: locked, freed: false };
          await repo.insertHistory([history(locked, adminId, note, 'admin')]);
          return { order: locked, freed: true };
        });
        if (!outcome) continue;
        if (!outcome.freed) {
          kept += 1;
          continue;
        }
        released += 1;
        await announceRelease(outcome.order, isOpenForDrivers({ ...stateOf(outcome.order), assignedDriverId: null }));
      }
      return { released, kept };
    },

    /** 'Mark as Delivered': only the assigned driver, only once every shop's items are out for delivery. */
    async markDelivered(driver: DeliveringDriver, idOrNumber: string): Promise<OrderAggregate> {
      const { order, subs } = await withLockedOrder(idOrNumber, async (repo, locked) => {
        if (locked.assignedDriverId !== driver.id) throw forbidden(NOT_ASSIGNED);
        if (locked.status === 'Delivered' || locked.status === CONFIRMED_DELIVERED) throw conflict('This order is already delivered.', { status: locked.status });
        if (!isReadyToMarkDelivered(locked.subOrders.map((s) => s.status))) {
          throw conflict("Mark every shop's items as picked up before marking the order delivered.", { status: locked.status });
        }
        const changed = await repo.markDelivered(locked.id, driver.id, { name: driver.name, phone: driver.phone });
        if (!changed) throw conflict(CHANGED);
        const entry = { toStatus: 'Delivered', actorKind: 'driver', actorId: driver.id, note: 'delivered by driver' };
        await repo.insertHistory([
          { id: newId(), orderId: locked.id, fromStatus: locked.status, ...entry },
          ...changed.map((s) => ({ id: newId(), orderId: locked.id, subOrderId: s.id, fromStatus: 'OutForDelivery', ...entry })),
        ]);
        return { order: locked, subs: changed };
      });
      for (const sub of subs) deps.events.subOrderChanged(order, sub, 'Delivered');
      deps.events.orderChanged(order, 'Delivered', partnerIdsOf(order));
      return reload(order.id);
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
