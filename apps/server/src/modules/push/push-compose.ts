import { shillingsFromCents } from '@sokoni/domain/money';
import { isOpenForDrivers } from '@sokoni/domain/driver-orders';
import { isDropped } from '@sokoni/domain/order-statuses';
import type { PushAccountKind } from './push-subscriptions.repository.ts';
import type { PushRecipientRepository } from './push-recipients.repository.ts';
import { pushLanguageOf, type PushKind, type PushLanguage, type PushMessageParams } from './push-messages.ts';

/** How long before a new order declines by itself its shop is reminded (issue 30). */
export const DECLINE_REMINDER_MINUTES = 3;
/** A rider this close (minutes) is 'almost there'. */
export const ARRIVING_MINUTES = 3;

/** What a message job is about: ids only, the words are read when it runs. */
export type PushRef =
  | { kind: 'shop_new_order' | 'shop_decline_soon'; subOrderId: string }
  /**
   * `openedAt`: the order opened to riders then; whoever its dispatch offer made after that goes to
   * first hears (the nearby wave, or every online rider). `afterWave`: the wave widened, so the
   * online riders who did not hear first hear now.
   */
  | { kind: 'rider_offer'; orderId: string; openedAt: string }
  | { kind: 'rider_offer'; orderId: string; afterWave: string[] }
  | { kind: 'rider_ready'; orderId: string; subOrderId: string }
  | { kind: 'customer_paid' | 'customer_on_the_way' | 'customer_delivered'; orderId: string }
  | { kind: 'customer_declined' | 'customer_substitution'; orderId: string; subOrderId: string }
  | { kind: 'customer_arriving'; orderId: string; minutes: number }
  | { kind: 'customer_problem_decided' | 'admin_problem_overdue'; problemId: string }
  | { kind: 'admin_payout_failed'; payoutId: string };

export interface Recipient {
  kind: PushAccountKind;
  id: string;
  language: PushLanguage;
}

/** The order opened to riders, but its offer is not made yet: the job is tried again shortly. */
export class OfferNotMadeYet extends Error {
  constructor(orderId: string) {
    super(`the dispatch offer of order ${orderId} is not made yet`);
  }
}

export interface Composed<K extends PushKind = PushKind> {
  kind: K;
  params: PushMessageParams[K];
  recipients: Recipient[];
}

/**
 * The riders an offer message goes to, following the dispatch offer (decision 019): its nearby wave
 * first, everyone online when nobody was near or the wave widened. An offer not made yet (its
 * after-commit step has not run) is waited for; if it never comes (the process died), the order is
 * listed to every rider, so every online rider hears.
 */
async function offerRecipients(reads: PushRecipientRepository, ref: Extract<PushRef, { kind: 'rider_offer' }>, lastAttempt: boolean) {
  if ('afterWave' in ref) {
    const heardFirst = new Set(ref.afterWave);
    return (await reads.onlineRiders()).filter((r) => !heardFirst.has(r.id));
  }
  const offer = await reads.offer(ref.orderId);
  const made = offer !== null && offer.openedAt.getTime() >= Date.parse(ref.openedAt);
  if (!made && !lastAttempt) throw new OfferNotMadeYet(ref.orderId);
  // A wave is told even when it already widened: the widening's message skipped its riders.
  return made && offer.driverIds.length ? reads.onlineRiders(offer.driverIds) : reads.onlineRiders();
}

const person = (kind: PushAccountKind, id: string, language: string | null): Recipient => ({ kind, id, language: pushLanguageOf(language) });

/**
 * Who hears and what, from the database as it is now; null when the moment passed (the shop
 * already answered, the order closed, the problem was decided), so a late job tells nobody.
 */
export async function composePush(reads: PushRecipientRepository, ref: PushRef, run: { lastAttempt: boolean } = { lastAttempt: true }): Promise<Composed | null> {
  switch (ref.kind) {
    case 'shop_new_order':
    case 'shop_decline_soon': {
      const sub = await reads.subOrder(ref.subOrderId);
      if (sub?.status !== 'Pending') return null;
      const recipients = [person('partner', sub.partnerId, sub.shopLanguage)];
      if (ref.kind === 'shop_new_order') {
        return { kind: ref.kind, recipients, params: { orderNumber: sub.orderNumber, subOrderId: sub.id, amount: shillingsFromCents(sub.amountCents) } };
      }
      // The minutes the shop really has left: the reminder may run late after a restart, and says so.
      const dueAt = await reads.answerDueAt(sub.id);
      const minutes = dueAt ? Math.round((dueAt.getTime() - Date.now()) / 60_000) : 0;
      return minutes >= 1 ? { kind: ref.kind, recipients, params: { orderNumber: sub.orderNumber, subOrderId: sub.id, minutes: Math.min(minutes, DECLINE_REMINDER_MINUTES) } } : null;
    }
    case 'rider_offer': {
      const order = await reads.order(ref.orderId);
      if (!order || !isOpenForDrivers({ option: order.deliveryOption, status: order.status, assignedDriverId: order.driverId, subOrderStatuses: order.shops.map((s) => s.status) })) return null;
      const riders = await offerRecipients(reads, ref, run.lastAttempt);
      const shops = order.shops.filter((s) => !isDropped(s.status)).map((s) => s.name);
      return { kind: ref.kind, recipients: riders.map((r) => person('driver', r.id, r.language)), params: { orderId: order.id, shops: shops.join(', ') } };
    }
    case 'rider_ready': {
      const order = await reads.order(ref.orderId);
      const shop = order?.shops.find((s) => s.id === ref.subOrderId);
      if (!order?.driverId || !shop || shop.status !== 'ReadyForPickup') return null;
      return { kind: ref.kind, recipients: [person('driver', order.driverId, order.driverLanguage)], params: { orderId: order.id, orderNumber: order.orderNumber, shops: shop.name } };
    }
    case 'customer_paid':
    case 'customer_delivered':
    case 'customer_on_the_way':
    case 'customer_arriving':
    case 'customer_declined':
    case 'customer_substitution': {
      const order = await reads.order(ref.orderId);
      if (!order) return null;
      const recipients = [person('user', order.userId, order.customerLanguage)];
      const base = { orderId: order.id, orderNumber: order.orderNumber };
      if (ref.kind === 'customer_paid' || ref.kind === 'customer_delivered') return { kind: ref.kind, recipients, params: base };
      if (ref.kind === 'customer_on_the_way') return order.driverName ? { kind: ref.kind, recipients, params: { ...base, driverName: order.driverName } } : null;
      if (ref.kind === 'customer_arriving') return order.status === 'OutForDelivery' ? { kind: ref.kind, recipients, params: { ...base, minutes: Math.max(1, ref.minutes) } } : null;
      const shop = 'subOrderId' in ref ? order.shops.find((s) => s.id === ref.subOrderId) : undefined;
      return shop && (ref.kind === 'customer_declined' || ref.kind === 'customer_substitution') ? { kind: ref.kind, recipients, params: { ...base, shopName: shop.name } } : null;
    }
    case 'customer_problem_decided':
    case 'admin_problem_overdue': {
      const problem = await reads.problem(ref.problemId);
      if (!problem) return null;
      const decided = problem.status === 'resolved' || problem.status === 'rejected';
      if (ref.kind === 'customer_problem_decided') {
        return decided ? { kind: ref.kind, recipients: [person('user', problem.userId, problem.customerLanguage)], params: { orderId: problem.orderId, orderNumber: problem.orderNumber } } : null;
      }
      if (decided) return null;
      const admins = await reads.admins();
      return { kind: ref.kind, recipients: admins.map((a) => person('partner', a.id, a.language)), params: { problemId: problem.id, orderNumber: problem.orderNumber } };
    }
    case 'admin_payout_failed': {
      const payout = await reads.payout(ref.payoutId);
      if (payout?.status !== 'Failed') return null;
      const admins = await reads.admins();
      return { kind: ref.kind, recipients: admins.map((a) => person('partner', a.id, a.language)), params: { payoutId: payout.id, name: payout.name, amount: shillingsFromCents(payout.amountCents) } };
    }
  }
}
