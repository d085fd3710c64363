import { splitDeliveryFee, splitItems } from './ledger-split.ts';

/**
 * The double-entry ledger's rules. A posting is a set of entries that sums to zero; an entry
 * credits (positive cents) or debits (negative cents) one account. Shop and rider accounts are
 * what the platform owes them; `riderCash` is cash a rider collected and owes the platform
 * (debited as it is collected, so cash held is minus its balance). Balances are sums of entries.
 */
export const ACCOUNT_KINDS = [
  'shop',
  'rider',
  'riderCash',
  'commission',
  'deliveryRevenue',
  'orderFunds',
  'mpesaClearing',
  'refunds',
  'cashOnHand',
  'bank',
  'adjustments',
  /** The platform's promotion expense: discounts Sokoni pays for. */
  'promotions',
  'payoutsInFlight',
  'customerCredit',
  'problemCosts',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** Accounts that belong to one shop or rider; the others are the platform's own, one each. */
export const OWNED_ACCOUNT_KINDS: readonly AccountKind[] = ['shop', 'rider', 'riderCash', 'customerCredit'];

export interface Account {
  kind: AccountKind;
  /** The shop's or rider's id; null for platform accounts. */
  ownerId: string | null;
}

export interface Entry {
  account: Account;
  /** Integer cents; credit positive. */
  amount: number;
  /** For an earning: what it was taken from (the shop's items, the delivery fee), so a statement can show the deduction. */
  gross?: number;
}

export const POSTING_KINDS = [
  'orderPaidByMpesa',
  'cashCollected',
  'deliveryCompleted',
  'refundOwed',
  'refundSent',
  'refundAsCredit',
  'tip',
  'payoutSent',
  'payoutPaid',
  'payoutFailed',
  'payoutReversed',
  'cashHandOver',
  'adjustment',
  'promoDiscount',
  'problemSettled',
  'creditUsed',
  'creditReturned',
  'creditExpired',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export interface Posting {
  kind: PostingKind;
  entries: Entry[];
}

export const platform = (kind: AccountKind): Account => ({ kind, ownerId: null });
export const shopAccount = (partnerId: string): Account => ({ kind: 'shop', ownerId: partnerId });
export const riderAccount = (driverId: string): Account => ({ kind: 'rider', ownerId: driverId });
export const riderCashAccount = (driverId: string): Account => ({ kind: 'riderCash', ownerId: driverId });

/** Sokoni credit: what the platform owes a customer, to be spent at checkout (credit positive). */
export const customerCreditAccount = (userId: string): Account => ({ kind: 'customerCredit', ownerId: userId });

export const accountKey = (account: Account) => `${account.kind}:${account.ownerId ?? ''}`;

/** True when the entries sum to zero and every amount is whole cents. */
export function isBalanced(entries: readonly Entry[]): boolean {
  return entries.every((e) => Number.isInteger(e.amount)) && entries.reduce((sum, e) => sum + e.amount, 0) === 0;
}

function posting(kind: PostingKind, entries: Entry[]): Posting {
  const kept = entries.filter((e) => e.amount !== 0);
  if (!isBalanced(kept)) throw new RangeError(`A ${kind} posting does not balance`);
  return { kind, entries: kept };
}

const positive = (cents: number, what: string) => {
  if (!Number.isInteger(cents) || cents <= 0) throw new RangeError(`${what} must be a positive whole number of cents`);
  return cents;
};

/** The customer paid the order's total by M-Pesa: the money is held for the order until it is delivered or refunded. */
export function orderPaidByMpesa(totalCents: number): Posting {
  const total = positive(totalCents, 'An M-Pesa payment');
  return posting('orderPaidByMpesa', [
    { account: platform('mpesaClearing'), amount: -total },
    { account: platform('orderFunds'), amount: total },
  ]);
}

/**
 * Whoever handed a cash order over collected it: the rider the whole total (platform delivery),
 * or each shop its own part (own delivery).
 */
export function cashCollected(collections: { account: Account; amount: number }[]): Posting {
  const entries = collections.map((c) => ({ account: c.account, amount: -positive(c.amount, 'Cash collected') }));
  const total = -entries.reduce((sum, e) => sum + e.amount, 0);
  return posting('cashCollected', [...entries, { account: platform('orderFunds'), amount: total }]);
}

export interface DeliveredPart {
  partnerId: string;
  itemsCents: number;
  commissionPercent: number;
}

/**
 * A delivered order's money becomes payable: each shop its items less commission, the rider
 * their share of the delivery fee, the platform the rest. Cancelled parts are left out by the caller.
 */
export function deliveryCompleted(input: { parts: DeliveredPart[]; feeCents: number; riderId: string | null; riderSharePercent: number }): Posting {
  const entries: Entry[] = [];
  let total = 0;
  for (const part of input.parts) {
    const { shop, commission } = splitItems(part.itemsCents, part.commissionPercent);
    entries.push({ account: shopAccount(part.partnerId), amount: shop, gross: part.itemsCents }, { account: platform('commission'), amount: commission });
    total += part.itemsCents;
  }
  const fee = input.riderId ? splitDeliveryFee(input.feeCents, input.riderSharePercent) : { rider: 0, platform: input.feeCents };
  if (input.riderId) entries.push({ account: riderAccount(input.riderId), amount: fee.rider, gross: input.feeCents });
  entries.push({ account: platform('deliveryRevenue'), amount: fee.platform });
  total += input.feeCents;
  entries.push({ account: platform('orderFunds'), amount: -total });
  return posting('deliveryCompleted', entries);
}

/** Paid money for a cancelled order (or part of one) is now owed back to the customer. */
export function refundOwed(amountCents: number): Posting {
  const amount = positive(amountCents, 'A refund');
  return posting('refundOwed', [
    { account: platform('orderFunds'), amount: -amount },
    { account: platform('refunds'), amount },
  ]);
}

/**
 * A refund owed that M-Pesa would not send (below its B2C minimum) goes to the customer's Sokoni
 * credit instead, which their next order spends.
 */
export function refundAsCredit(userId: string, amountCents: number): Posting {
  const amount = positive(amountCents, 'A refund');
  return posting('refundAsCredit', [
    { account: platform('refunds'), amount: -amount },
    { account: customerCreditAccount(userId), amount },
  ]);
}

/** The refund left through M-Pesa. */
export function refundSent(amountCents: number): Posting {
  const amount = positive(amountCents, 'A refund');
  return posting('refundSent', [
    { account: platform('refunds'), amount: -amount },
    { account: platform('mpesaClearing'), amount },
  ]);
}

/**
 * A tip goes wholly to the rider; paid by M-Pesa, in cash the rider already holds, or with the
 * order ('order': chosen at checkout, so it was paid or collected into the order's funds).
 */
export function tip(driverId: string, amountCents: number, paidBy: 'mpesa' | 'cash' | 'order'): Posting {
  const amount = positive(amountCents, 'A tip');
  const from = paidBy === 'mpesa' ? platform('mpesaClearing') : paidBy === 'order' ? platform('orderFunds') : riderCashAccount(driverId);
  return posting('tip', [
    { account: from, amount: -amount },
    { account: riderAccount(driverId), amount },
  ]);
}

export type PayoutChannel = 'mpesa' | 'bank' | 'cash';
/**
 * Where a payout's money comes from the moment it is sent. An M-Pesa (B2C) payout is only asked
 * of M-Pesa when it is sent: it waits in `payoutsInFlight` until its result says it was paid
 * (it leaves M-Pesa) or failed (it goes back to the account). Bank and cash payouts are recorded
 * once the money moved.
 */
const payoutSource = (channel: PayoutChannel) => platform(channel === 'mpesa' ? 'payoutsInFlight' : channel === 'bank' ? 'bank' : 'cashOnHand');

/** Money sent to a shop or rider leaves their balance the moment it is sent, so it cannot be sent twice. */
export function payoutSent(account: Account, amountCents: number, channel: PayoutChannel): Posting {
  const amount = positive(amountCents, 'A payout');
  return posting('payoutSent', [
    { account, amount: -amount },
    { account: payoutSource(channel), amount },
  ]);
}

/** M-Pesa confirmed an M-Pesa payout: the money in flight left Sokoni's M-Pesa account. */
export function payoutPaid(amountCents: number): Posting {
  const amount = positive(amountCents, 'A payout');
  return posting('payoutPaid', [
    { account: platform('payoutsInFlight'), amount: -amount },
    { account: platform('mpesaClearing'), amount },
  ]);
}

/** A payout that failed gives the balance back. */
export function payoutFailed(account: Account, amountCents: number, channel: PayoutChannel): Posting {
  const amount = positive(amountCents, 'A payout');
  return posting('payoutFailed', [
    { account, amount },
    { account: payoutSource(channel), amount: -amount },
  ]);
}

/** A paid M-Pesa payout that M-Pesa reversed: the money came back to Sokoni, so the balance is owed again. */
export function payoutReversed(account: Account, amountCents: number): Posting {
  const amount = positive(amountCents, 'A payout');
  return posting('payoutReversed', [
    { account, amount },
    { account: platform('mpesaClearing'), amount: -amount },
  ]);
}

/** A rider handed cash to the operator: it leaves what they hold. */
export function cashHandOver(driverId: string, amountCents: number): Posting {
  const amount = positive(amountCents, 'A cash hand-over');
  return posting('cashHandOver', [
    { account: riderCashAccount(driverId), amount },
    { account: platform('cashOnHand'), amount: -amount },
  ]);
}

/** The admin corrects an account by a signed amount; the platform's adjustments account carries the other side. */
export function adjustment(account: Account, amountCents: number): Posting {
  if (!Number.isInteger(amountCents) || amountCents === 0) throw new RangeError('An adjustment must be a non-zero whole number of cents');
  return posting('adjustment', [
    { account, amount: amountCents },
    { account: platform('adjustments'), amount: -amountCents },
  ]);
}

/**
 * A delivered order's promo discount: the customer paid that much less into the order's funds,
 * so whoever funds the code makes it up (the platform's promotion expense, or the shop's earnings).
 */
export function promoDiscount(funder: Account, amountCents: number): Posting {
  const amount = positive(amountCents, 'A promo discount');
  return posting('promoDiscount', [
    { account: funder, amount: -amount },
    { account: platform('orderFunds'), amount },
  ]);
}

/**
 * A problem report settled with money back: each payer the admin chose is debited (the shop for its
 * items, the platform or the rider for the delivery fee), and the customer is owed it, by M-Pesa
 * (`refunds`, sent later by the refunds module) and/or as Sokoni credit.
 */
export function problemSettled(input: { payers: { account: Account; amount: number }[]; mpesaCents: number; creditCents: number; userId: string }): Posting {
  const entries: Entry[] = input.payers.map((p) => ({ account: p.account, amount: -positive(p.amount, 'What a payer gives back') }));
  if (input.mpesaCents > 0) entries.push({ account: platform('refunds'), amount: input.mpesaCents });
  if (input.creditCents > 0) entries.push({ account: customerCreditAccount(input.userId), amount: input.creditCents });
  return posting('problemSettled', entries);
}

/** Credit pays part of an order: it leaves the customer's credit and is held for the order like a payment. */
export function creditUsed(userId: string, amountCents: number): Posting {
  const amount = positive(amountCents, 'Credit used');
  return posting('creditUsed', [
    { account: customerCreditAccount(userId), amount: -amount },
    { account: platform('orderFunds'), amount },
  ]);
}

/** Credit used on an order that was then cancelled (or shrank below it) goes back as credit. */
export function creditReturned(userId: string, amountCents: number): Posting {
  const amount = positive(amountCents, 'Credit returned');
  return posting('creditReturned', [
    { account: platform('orderFunds'), amount: -amount },
    { account: customerCreditAccount(userId), amount },
  ]);
}

/** Credit not spent before it expired leaves the customer's balance; the platform keeps what it had set aside. */
export function creditExpired(userId: string, amountCents: number): Posting {
  const amount = positive(amountCents, 'Expired credit');
  return posting('creditExpired', [
    { account: customerCreditAccount(userId), amount: -amount },
    { account: platform('problemCosts'), amount },
  ]);
}

/** Each account's balance, keyed by accountKey, derived from the entries alone. */
export function balances(postings: readonly Posting[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const p of postings) for (const e of p.entries) result.set(accountKey(e.account), (result.get(accountKey(e.account)) ?? 0) + e.amount);
  return result;
}
