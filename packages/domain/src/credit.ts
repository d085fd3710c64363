/**
 * Sokoni credit (decision 024): money the platform owes a customer, spent automatically at
 * checkout. Each amount credited is a lot that expires CREDIT_EXPIRY_DAYS after it was credited;
 * money leaving the balance (spent, expired) takes the oldest lots first. Expiry is computed when
 * the balance is read and posted to the ledger when the balance is next used.
 */

const DAY_MS = 86_400_000;

/** One ledger entry on a customer's credit account: positive adds a lot, negative takes from the oldest. */
export interface CreditEntry {
  amountCents: number;
  at: Date;
}

export interface CreditPosition {
  /** What can be spent now, in cents. */
  availableCents: number;
  /** What has expired but not yet left the ledger, in cents: the next use posts it. */
  expiredCents: number;
  /** When the soonest of the available lots expires; null with nothing available. */
  nextExpiry: Date | null;
  /** How much of the available credit expires then, in cents. */
  nextExpiryCents: number;
}

export function creditPosition(entries: readonly CreditEntry[], now: Date, expiryDays: number): CreditPosition {
  const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const lots = sorted.filter((e) => e.amountCents > 0).map((e) => ({ left: e.amountCents, expiresAt: new Date(e.at.getTime() + expiryDays * DAY_MS) }));
  let owed = sorted.filter((e) => e.amountCents < 0).reduce((sum, e) => sum - e.amountCents, 0);
  for (const lot of lots) {
    const taken = Math.min(lot.left, owed);
    lot.left -= taken;
    owed -= taken;
  }
  let availableCents = 0;
  let expiredCents = 0;
  let nextExpiry: Date | null = null;
  let nextExpiryCents = 0;
  for (const lot of lots) {
    if (lot.left === 0) continue;
    if (lot.expiresAt.getTime() <= now.getTime()) {
      expiredCents += lot.left;
      continue;
    }
    availableCents += lot.left;
    if (!nextExpiry || lot.expiresAt.getTime() < nextExpiry.getTime()) {
      nextExpiry = lot.expiresAt;
      nextExpiryCents = lot.left;
    } else if (lot.expiresAt.getTime() === nextExpiry.getTime()) nextExpiryCents += lot.left;
  }
  return { availableCents, expiredCents, nextExpiry, nextExpiryCents };
}

/** M-Pesa cannot prompt for nothing: an order paid ahead leaves at least Ksh 1 for the prompt to ask. */
export const LEAST_MPESA_PROMPT_CENTS = 100;

/** The most credit may pay: the whole total, but an M-Pesa order keeps Ksh 1 for the prompt to ask. */
export function creditCapCents(totalCents: number, paidAhead: boolean): number {
  return Math.max(0, paidAhead ? totalCents - LEAST_MPESA_PROMPT_CENTS : totalCents);
}

/** Credit goes to the order's whole total at most (items and delivery fee); the rest is paid by M-Pesa or cash. */
export function creditToApply(availableCents: number, totalCents: number): number {
  return Math.max(0, Math.min(availableCents, totalCents));
}

/**
 * How much credit an order may keep once parts of it dropped out: never more than what is left to
 * deliver (nothing when the whole order is closed without delivery). The excess goes back as credit.
 */
export function creditToReturn(input: { usedCents: number; returnedCents: number; liveItemsCents: number; feeCents: number; orderClosedUndelivered: boolean }): number {
  const inUse = input.usedCents - input.returnedCents;
  const mayKeep = input.orderClosedUndelivered ? 0 : input.liveItemsCents + input.feeCents;
  return Math.max(0, inUse - mayKeep);
}

/**
 * What a move still owes back through the payment (each amount in turn, cents) once it gave
 * `creditReturnedCents` back as credit: the credit it gives back is part of the same money, so it
 * comes off the amounts owed, from the first on, none below zero. Without this an M-Pesa order
 * whose credit comes back would also get the same shillings back on the phone (decision 024).
 */
export function owedLessCreditReturned(owedCents: readonly number[], creditReturnedCents: number): number[] {
  let left = Math.max(0, creditReturnedCents);
  return owedCents.map((owed) => {
    const taken = Math.min(left, Math.max(0, owed));
    left -= taken;
    return owed - taken;
  });
}
