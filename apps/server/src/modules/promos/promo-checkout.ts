import { decidePromo, normalisePromoCode, promoRefusalMessage, type PromoRefusal } from '@sokoni/domain/promo-rules';
import type { Db, DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/errors.ts';
import { promoReads, promoUseWrites, type PromoWithShop } from './promos.repository.ts';
import { termsOf } from './promo-terms.ts';

/** The shops of a priced cart, as the rule reads them. */
export type PromoShops = readonly { partnerId: string; shopName: string; totalCents: number }[];

/** A code that applies: what it takes off, and the use to take in the order's transaction. */
export interface AppliedPromo {
  promoId: string;
  code: string;
  discountCents: number;
  /** Inside the order's transaction, after the order row: takes the use (409 when it is gone) and stamps the order. */
  claim: (tx: DbOrTx, orderId: string, userId: string) => Promise<void>;
}

const refusal = (reason: PromoRefusal, message: string, code: string) => new AppError('conflict', message, { promo: { code, reason } });


/**
 * The checkout's side of promo codes. `price` decides with the domain rule from what is stored
 * now (a quote without sign-in skips the customer's own rules); `claim` checks again under the
 * code's row lock, where the counts cannot change under it.
 */
export function createPromoCheckout(deps: { db: Db }) {
  const reads = promoReads(deps.db);

  async function claimUse(tx: DbOrTx, row: PromoWithShop, discountCents: number, orderId: string, userId: string): Promise<void> {
    const writes = promoUseWrites(tx);
    const inTx = promoReads(tx);
    if (!(await writes.takeUse(row.id))) {
      const now = await inTx.byId(row.id);
      const reason: PromoRefusal = now?.pausedAt ? 'paused' : 'used-up';
      throw refusal(reason, promoRefusalMessage(reason, row), row.code);
    }
    // The code's row is locked by the UPDATE above until this transaction ends: uses by this
    // customer and their orders are counted with every other checkout of the code held back.
    if (row.perCustomer && (await inTx.customerUses(row.id, userId)) > 0) throw refusal('already-used', promoRefusalMessage('already-used', row), row.code);
    if (row.firstOrderOnly && (await inTx.earlierOrders(userId, orderId)) > 0) throw refusal('first-order-only', promoRefusalMessage('first-order-only', row), row.code);
    await writes.recordUse({ id: newId(), promoId: row.id, userId, orderId, discountCents, code: row.code });
  }

  return {
    /** What `code` takes off this cart for this customer (null: not signed in), or a 409 saying why it does not apply. */
    async price(code: string, shops: PromoShops, userId: string | null, now = new Date()): Promise<AppliedPromo> {
      const normal = normalisePromoCode(code);
      const row = await reads.byCode(normal);
      if (!row) throw refusal('unknown', promoRefusalMessage('unknown'), normal);
      const terms = termsOf(row);
      const customerUses = userId && row.perCustomer ? await reads.customerUses(row.id, userId) : null;
      const earlierOrders = userId && row.firstOrderOnly ? await reads.earlierOrders(userId) : null;
      const decision = decidePromo(terms, { shops, customerUses, earlierOrders }, now);
      if (!decision.applies) {
        const message = decision.reason === 'other-shop' ? promoRefusalMessage('other-shop', terms, row.shopName ?? undefined) : decision.message;
        throw refusal(decision.reason, message, row.code);
      }
      return {
        promoId: row.id,
        code: row.code,
        discountCents: decision.discountCents,
        claim: (tx, orderId, customerId) => claimUse(tx, row, decision.discountCents, orderId, customerId),
      };
    },
  };
}
export type PromoCheckout = ReturnType<typeof createPromoCheckout>;
