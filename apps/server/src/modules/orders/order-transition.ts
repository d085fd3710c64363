import { isOpenForDrivers } from '@sokoni/domain/driver-orders';
import type { PaymentStatus } from '@sokoni/domain/mpesa-payment';
import { paymentStatusAfterMove } from '@sokoni/domain/order-payment';
import { parentStatusFromSubOrders } from '@sokoni/domain/order-status';
import { whyNot, type MoveRequest, type OrderState, type Refusal, type Role } from '@sokoni/domain/order-process';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { DomainEvent, OrderRef } from '../events/domain-events.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import { movePaymentStatus } from './order-payment-status.ts';
import type { DeliveryStamp, LifecycleWrites, LockedOrder, OrderLifecycleRepository } from './order-lifecycle.repository.ts';

/** Who acts, as the status history records it (the API's account kinds) and as the process table knows them. */
export interface TransitionActor {
  kind: 'customer' | 'partner' | 'driver' | 'admin' | 'system';
  id: string | null;
}
const ROLE: Record<TransitionActor['kind'], Role> = { customer: 'customer', partner: 'store', driver: 'driver', admin: 'admin', system: 'system' };

export interface Move {
  actor: TransitionActor;
  /** The order's own new status; its sub-orders listed below then move with it. */
  order?: string;
  subOrders?: { id: string; to: string }[];
  note?: string;
  stamp?: DeliveryStamp;
  /** The answer when the conditional update finds the row already moved. */
  changed?: string;
}

const CHANGED = 'This order changed while you were updating it. Please refresh and try again.';

const refusalError = (refusal: Refusal) =>
  refusal.kind === 'forbidden' ? forbidden(refusal.reason) : conflict(refusal.reason, refusal.details);

export const orderStateOf = (order: LockedOrder): OrderState => ({
  option: order.deliveryOption,
  status: order.status,
  assignedDriverId: order.assignedDriverId,
  subOrderStatuses: order.subOrders.map((s) => s.status),
});

const refOf = (order: LockedOrder, driverId = order.assignedDriverId): OrderRef => ({ id: order.id, userId: order.userId, driverId, status: order.status });
const storeIdsOf = (order: LockedOrder) => order.subOrders.map((s) => s.partnerId);

/**
 * One status change, as every service makes it: inside the transaction that holds the order's
 * row lock, each move is checked against the process table on the state read under that lock,
 * written with a conditional UPDATE, recorded in the status history, and turned into the events
 * published once the transaction commits. Races keep one winner: the second caller waits on the
 * lock and is then refused by the table, or by the conditional update.
 */
function createTransitionScope(writes: LifecycleWrites, tx: DbOrTx, order: LockedOrder) {
  const events: DomainEvent[] = [];
  /** Who made the last status move: the ledger records them as the cause of any money it posts. */
  let mover: TransitionActor = { kind: 'system', id: null };
  const history = (actor: TransitionActor, note: string | undefined, from: string, to: string, subOrderId?: string) => ({
    id: newId(),
    orderId: order.id,
    subOrderId: subOrderId ?? null,
    fromStatus: from,
    toStatus: to,
    actorKind: actor.kind,
    actorId: actor.id,
    note: note ?? null,
  });

  return {
    order,
    writes,
    tx,
    events,
    mover: () => mover,

    /** Checks every part of the move on the state before any of it, then writes it. */
    async move(move: Move): Promise<void> {
      const state = orderStateOf(order);
      const role = ROLE[move.actor.kind];
      const requests: MoveRequest[] = [];
      if (move.order) requests.push({ level: 'order', role, actorId: move.actor.id, from: order.status, to: move.order, order: state });
      const subs = (move.subOrders ?? []).map((m) => {
        const sub = order.subOrders.find((s) => s.id === m.id);
        if (!sub) throw notFound('Sub-order not found.');
        requests.push({ level: 'subOrder', role, actorId: move.actor.id, from: sub.status, to: m.to, order: state, withOrder: move.order !== undefined });
        return { sub, from: sub.status, to: m.to };
      });
      for (const request of requests) {
        const refusal = whyNot(request);
        if (refusal) throw refusalError(refusal);
      }
      mover = move.actor;

      const rows = [];
      if (move.order) {
        const from = order.status;
        const payment = paymentStatusAfterMove(order, move.order);
        const paid = payment !== order.paymentStatus;
        if (!(await writes.moveOrder(order.id, from, move.order, move.stamp))) throw conflict(move.changed ?? CHANGED);
        // Cash is paid at hand-over: the payment moves with the order, through the payment process table.
        if (paid && !(await movePaymentStatus(tx, order.id, { event: 'cashCollected', by: role, from: order.paymentStatus, to: payment as PaymentStatus }))) throw conflict(move.changed ?? CHANGED);
        order.status = move.order;
        order.paymentStatus = payment;
        rows.push(history(move.actor, move.note, from, move.order));
        events.push({ type: 'OrderMoved', order: refOf(order), from, to: move.order, storeIds: storeIdsOf(order) });
        if (paid) events.push({ type: 'OrderPaid', order: refOf(order), paymentMethod: order.paymentMethod });
      }
      for (const { sub, from, to } of subs) {
        if (!(await writes.moveSubOrder(sub.id, from, to, move.stamp))) throw conflict(move.changed ?? CHANGED);
        sub.status = to;
        rows.push(history(move.actor, move.note, from, to, sub.id));
        events.push({ type: 'SubOrderMoved', order: refOf(order), subOrderId: sub.id, storeId: sub.partnerId, from, to });
      }
      await writes.insertHistory(rows);
    },

    /** The order follows its slowest sub-order (recorded as the acting account's doing). */
    async followSubOrders(actor: TransitionActor): Promise<{ from: string; to: string } | null> {
      const from = order.status;
      const to = parentStatusFromSubOrders(from, order.subOrders.map((s) => s.status));
      if (to === from) return null;
      const refusal = whyNot({ level: 'order', role: 'system', from, to, order: orderStateOf(order) });
      if (refusal) throw refusalError(refusal);
      if (!(await writes.moveOrder(order.id, from, to))) return null;
      order.status = to;
      await writes.insertHistory([history(actor, 'follows its sub-orders', from, to)]);
      events.push({ type: 'OrderMoved', order: refOf(order), from, to, storeIds: [] });
      return { from, to };
    },

    /** Gives the order to a driver while it is open to drivers; false when another driver was first. */
    async assignDriver(driverId: string, note: string): Promise<boolean> {
      if (!(await writes.claimForDriver(order.id, driverId))) return false;
      order.assignedDriverId = driverId;
      await writes.insertHistory([history({ kind: 'driver', id: driverId }, note, order.status, order.status)]);
      events.push({ type: 'DriverAssigned', order: refOf(order), storeIds: storeIdsOf(order) });
      return true;
    },

    /** Takes the order back from its driver while nothing has been collected; false when it is too late. */
    async releaseDriver(actor: TransitionActor, note: string): Promise<boolean> {
      const driverId = order.assignedDriverId;
      if (!driverId || !(await writes.releaseDriver(order.id, driverId))) return false;
      order.assignedDriverId = null;
      await writes.insertHistory([history(actor, note, order.status, order.status)]);
      // The released driver is still told (their other screens drop it).
      events.push({ type: 'DriverReleased', order: refOf(order, driverId), storeIds: storeIdsOf(order) });
      return true;
    },
  };
}
type TransitionScope = ReturnType<typeof createTransitionScope>;

/** Every driver hears when an order opens to them or closes to them, whatever moved it. */
function driverListChanges(before: OrderState, after: LockedOrder): DomainEvent[] {
  const wasOpen = isOpenForDrivers(before);
  const isOpen = isOpenForDrivers(orderStateOf(after));
  if (wasOpen === isOpen) return [];
  if (!isOpen) return [{ type: 'OrderClosedToDrivers', orderId: after.id }];
  const storeNames = after.subOrders.filter((s) => s.status === 'ReadyForPickup').map((s) => s.storeName);
  return [{ type: 'OrderOpenedToDrivers', orderId: after.id, status: after.status, storeNames }];
}

/** What a step that follows the moves is given: the order before and after them, in their transaction. */
export interface AfterMoves {
  tx: DbOrTx;
  before: OrderState;
  order: LockedOrder;
  /** Who made the last status move: the cause of whatever the step writes. */
  mover: TransitionActor;
  /** The events of the moves so far (a refund owed is one). */
  events: readonly DomainEvent[];
}

/**
 * Work that follows every transition's moves inside its transaction, so it commits or rolls back
 * with them. The orders module knows no step; they register in order-transition-steps.ts.
 */
export type TransitionStep = (moved: AfterMoves) => Promise<void>;

/**
 * The one way an order changes after it is placed: `transition(orderId, work)` locks the order,
 * lets `work` make its moves through the scope, writes the events' durable effects, commits, and
 * only then publishes the events.
 * Returns what `work` returned and the events that were published.
 */
export function createOrderTransitions(deps: { lifecycle: OrderLifecycleRepository; events: EventPublisher; steps: readonly TransitionStep[] }) {
  return {
    async transition<T>(orderId: string, work: (scope: TransitionScope) => Promise<T>, options: { notFound?: string } = {}): Promise<{ result: T; events: DomainEvent[] }> {
      const outcome = await deps.lifecycle.transaction(async (writes, tx) => {
        const order = await writes.lockOrderState(orderId);
        if (!order) throw notFound(options.notFound ?? 'Order not found.');
        const before = orderStateOf(order);
        const scope = createTransitionScope(writes, tx, order);
        const result = await work(scope);
        for (const step of deps.steps) await step({ tx, before, order, mover: scope.mover(), events: scope.events });
        const events = [...scope.events, ...driverListChanges(before, order)];
        // Refunds and texts the moves cause are jobs committed with them (the outbox, decision 009).
        await deps.events.writeEffects(tx, events);
        return { result, events };
      });
      deps.events.publish(outcome.events);
      return outcome;
    },
  };
}
export type OrderTransitions = ReturnType<typeof createOrderTransitions>;
