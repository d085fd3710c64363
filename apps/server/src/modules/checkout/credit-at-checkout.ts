import { amountDueCents } from '@sokoni/domain/amount-due';
import { creditCapCents } from '@sokoni/domain/credit';
import type { DbOrTx } from '../../db/client.ts';
import type { CustomerCredit } from '../credit/customer-credit.ts';

/**
 * Sokoni credit at checkout (decision 024), kept apart from the rest of the total: credit pays at
 * most the order's whole total (items and delivery fee, after anything else that changes the total).
 */
export function totalForCreditCents(input: { itemsCents: number; deliveryFeeCents: number; discountCents?: number }): number {
  // A promo discount comes off the items first (decision 025): credit never pays what the code took off.
  return amountDueCents({ totalCents: input.itemsCents, deliveryFeeCents: input.deliveryFeeCents, discountCents: input.discountCents ?? 0 });
}

/** What placement asks of credit: spent in the order's transaction, under the account's lock. */
export interface CheckoutCredit {
  spend(tx: DbOrTx, input: { userId: string; orderId: string; totalCents: number; paidAhead: boolean }): Promise<number>;
  /** Read before placing (no lock): whether credit would cover the whole total, so no M-Pesa prompt is needed. */
  coversWhole(userId: string, totalCents: number): Promise<boolean>;
  availableCents(userId: string): Promise<number>;
}

export function checkoutCredit(credit: CustomerCredit): CheckoutCredit {
  return {
    spend: (tx, input) => credit.spend(tx, { userId: input.userId, orderId: input.orderId, maxCents: creditCapCents(input.totalCents, input.paidAhead) }),
    async coversWhole(userId, totalCents) {
      return totalCents > 0 && (await credit.position(userId)).availableCents >= totalCents;
    },
    async availableCents(userId) {
      return (await credit.position(userId)).availableCents;
    },
  };
}
