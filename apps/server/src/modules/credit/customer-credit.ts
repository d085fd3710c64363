import { creditExpired, creditUsed } from '@sokoni/domain/ledger';
import { creditPosition, creditToApply, type CreditPosition } from '@sokoni/domain/credit';
import { shillingsFromCents } from '@sokoni/domain/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ledgerWrites } from '../ledger/ledger.repository.ts';
import { creditReads } from '../ledger/credit.repository.ts';

/**
 * A customer's Sokoni credit (decision 024): a ledger account, read as lots that expire
 * CREDIT_EXPIRY_DAYS after they were given. Spending happens only inside the order's own
 * transaction, under a lock on the account, so the same credit is never spent twice.
 */
export function createCustomerCredit(deps: { db: Db; expiryDays: number; now?: () => Date }) {
  const now = () => deps.now?.() ?? new Date();

  return {
    async position(userId: string, db: DbOrTx = deps.db): Promise<CreditPosition> {
      return creditPosition(await creditReads(db).entries(userId), now(), deps.expiryDays);
    },

    /** What the customer sees: spendable credit in shillings and the next expiry. */
    async summary(userId: string): Promise<{ creditBalance: number; creditExpiresAt: string | null; creditExpiringAmount: number }> {
      const p = await this.position(userId);
      return { creditBalance: shillingsFromCents(p.availableCents), creditExpiresAt: p.nextExpiry?.toISOString() ?? null, creditExpiringAmount: shillingsFromCents(p.nextExpiryCents) };
    },

    /**
     * In the order's transaction: locks the customer's credit, lets what expired leave the ledger,
     * then spends up to `maxCents` on the order and records it on the order row. Returns the cents spent.
     */
    async spend(tx: DbOrTx, input: { userId: string; orderId: string; maxCents: number }): Promise<number> {
      // Most customers hold no credit: a read without the lock that finds nothing to spend or let
      // expire spares the lock. Credit given meanwhile is as if given just after this order, and
      // concurrent spends only lower the balance, so nothing found here means nothing to do under
      // the lock either; anything found is read again under the lock below.
      const unlocked = creditPosition(await creditReads(tx).entries(input.userId), now(), deps.expiryDays);
      if (unlocked.expiredCents <= 0 && creditToApply(unlocked.availableCents, input.maxCents) <= 0) return 0;
      const writes = ledgerWrites(tx);
      await writes.lockAccount('customerCredit', input.userId);
      const p = creditPosition(await creditReads(tx).entries(input.userId), now(), deps.expiryDays);
      if (p.expiredCents > 0) await writes.post(creditExpired(input.userId, p.expiredCents), { actor: { kind: 'system', id: null }, note: 'credit expired' });
      const cents = creditToApply(p.availableCents, input.maxCents);
      if (cents <= 0) return 0;
      await writes.post(creditUsed(input.userId, cents), { orderId: input.orderId, actor: { kind: 'customer', id: input.userId }, note: 'Sokoni credit used at checkout' });
      await creditReads(tx).setOrderCredit(input.orderId, cents);
      return cents;
    },
  };
}
export type CustomerCredit = ReturnType<typeof createCustomerCredit>;
