import type { DbOrTx } from '../../db/client.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import { ARRIVING_MINUTES, DECLINE_REMINDER_MINUTES } from './push-compose.ts';
import type { PushSender } from './push-sender.ts';

/**
 * Who is told what (issue 30), hooked where the socket alerts and texts of the same events are.
 * Every message is a job written in the transaction of the change that causes it (decision 009):
 * an order opening to riders, the wave of its offer widening, a rider's position saved close to the
 * customer. A crash after the commit loses none of them.
 */
export function createPushEffects(deps: { sender: PushSender; acceptMinutes: number }) {
  const { sender } = deps;
  const reminderDelayMs = (deps.acceptMinutes - DECLINE_REMINDER_MINUTES) * 60_000;

  async function newOrderForShop(tx: DbOrTx, subOrderId: string) {
    await sender.notify(tx, { kind: 'shop_new_order', subOrderId }, `shop_new_order:${subOrderId}`);
    // Due when 3 minutes are left (the deadline job is written with it); with ACCEPT_MINUTES of 3 or less the new-order alert is the reminder.
    if (reminderDelayMs > 0) await sender.notify(tx, { kind: 'shop_decline_soon', subOrderId }, `shop_decline_soon:${subOrderId}`, reminderDelayMs);
  }

  async function effects(tx: DbOrTx, event: DomainEvent): Promise<void> {
    switch (event.type) {
      case 'OrderPlaced':
        for (const store of event.stores) await newOrderForShop(tx, store.subOrderId);
        return;
      case 'ScheduledOrderDue':
        await newOrderForShop(tx, event.store.subOrderId);
        return;
      case 'OrderOpenedToDrivers': {
        // The riders are picked when the job runs, from the offer dispatch makes once this commits.
        const openedAt = new Date().toISOString();
        await sender.notify(tx, { kind: 'rider_offer', orderId: event.orderId, openedAt }, `rider_offer:${event.orderId}:${openedAt}`);
        return;
      }
      case 'OrderOfferedToEveryone':
        if (event.afterWave) {
          await sender.notify(tx, { kind: 'rider_offer', orderId: event.orderId, afterWave: [...event.afterWave.driverIds] }, `rider_offer:${event.orderId}:${event.afterWave.openedAt.toISOString()}:widened`);
        }
        return;
      case 'RiderLocated':
        if (event.etaMinutes !== null && event.etaMinutes <= ARRIVING_MINUTES) {
          await sender.notify(tx, { kind: 'customer_arriving', orderId: event.orderId, minutes: Math.ceil(event.etaMinutes) }, `customer_arriving:${event.orderId}`);
        }
        return;
      case 'SubOrderMoved':
        if (event.to === 'ReadyForPickup' && event.order.driverId) {
          await sender.notify(tx, { kind: 'rider_ready', orderId: event.order.id, subOrderId: event.subOrderId }, `rider_ready:${event.subOrderId}`);
        }
        if (event.to === 'Declined') await sender.notify(tx, { kind: 'customer_declined', orderId: event.order.id, subOrderId: event.subOrderId }, `customer_declined:${event.subOrderId}`);
        return;
      case 'SubstitutionChanged':
        if (event.proposedId) {
          await sender.notify(tx, { kind: 'customer_substitution', orderId: event.order.id, subOrderId: event.subOrderId }, `customer_substitution:${event.proposedId}`);
        }
        return;
      case 'OrderMoved':
        if (event.to === 'OutForDelivery') await sender.notify(tx, { kind: 'customer_on_the_way', orderId: event.order.id }, `customer_on_the_way:${event.order.id}`);
        if (event.to === 'Delivered') await sender.notify(tx, { kind: 'customer_delivered', orderId: event.order.id }, `customer_delivered:${event.order.id}`);
        return;
      case 'OrderPaid':
        // Cash is paid at the door: the customer needs no message about their own hand-over.
        if (event.paymentMethod === 'Mpesa') await sender.notify(tx, { kind: 'customer_paid', orderId: event.order.id }, `customer_paid:${event.order.id}`);
        return;
      default:
        return;
    }
  }

  return {
    effects,
    /** In the report's transaction: the admins hear if it is still undecided when its deadline passes. */
    async problemReported(tx: DbOrTx, problemId: string, dueAt: Date): Promise<void> {
      await sender.notify(tx, { kind: 'admin_problem_overdue', problemId }, `admin_problem_overdue:${problemId}`, Math.max(0, dueAt.getTime() - Date.now()));
    },
    /** In the decision's transaction: the customer hears. */
    async problemDecided(tx: DbOrTx, problemId: string): Promise<void> {
      await sender.notify(tx, { kind: 'customer_problem_decided', problemId }, `customer_problem_decided:${problemId}`);
    },
    /** In the settling transaction of a failed M-Pesa payout: the admins hear. */
    async payoutFailed(tx: DbOrTx, payoutId: string): Promise<void> {
      await sender.notify(tx, { kind: 'admin_payout_failed', payoutId }, `admin_payout_failed:${payoutId}`);
    },
  };
}
export type PushEffects = ReturnType<typeof createPushEffects>;
