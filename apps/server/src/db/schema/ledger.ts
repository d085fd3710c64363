import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn } from './columns.ts';

/**
 * One posting per money event (an order delivered, a payout sent, an adjustment): what caused
 * it, who acted and why. Never updated or deleted: a correction is a new posting.
 */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: idColumn().primaryKey(),
    kind: text('kind').notNull(),
    /** The order the money belongs to (no foreign key: the ledger outlives any row it mentions). */
    orderId: idColumn('order_id'),
    actorKind: text('actor_kind').notNull(),
    actorId: idColumn('actor_id'),
    /** Why, for adjustments and hand-overs; the reference of a bank or cash payout. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    // An order is paid, collected, delivered and tipped once, however often its moves are retried.
    uniqueIndex('ledger_postings_once_per_order_idx')
      .on(t.kind, t.orderId)
      .where(sql`${t.kind} in ('orderPaidByMpesa', 'cashCollected', 'deliveryCompleted', 'tip', 'promoDiscount')`),
    index('ledger_postings_order_idx').on(t.orderId),
    index('ledger_postings_created_idx').on(t.createdAt),
  ],
);

/** The entries of a posting; they sum to zero. Amounts are integer cents, credit positive. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn().primaryKey(),
    postingId: idColumn('posting_id')
      .notNull()
      .references(() => ledgerPostings.id),
    accountKind: text('account_kind').notNull(),
    /** The shop's or rider's id; null for the platform's own accounts. */
    accountOwnerId: idColumn('account_owner_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** For an earning, what it was taken from (the items, the delivery fee): the statement's gross. */
    grossCents: bigint('gross_cents', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.accountKind, t.accountOwnerId, t.createdAt), index('ledger_entries_posting_idx').on(t.postingId)],
);

/**
 * Money sent to a shop or rider. A bank or cash payout the admin records is Paid at once; the
 * ledger's payoutSent posting is written in the same transaction. An M-Pesa payout is Sent until
 * its B2C result says Paid or Failed (a Paid one M-Pesa took back is Reversed); its id is the
 * OriginatorConversationID sent to Daraja. At most one payout per account is in flight (Sent).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: idColumn().primaryKey(),
    accountKind: text('account_kind', { enum: ['partner', 'driver'] }).notNull(),
    accountId: idColumn('account_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    channel: text('channel', { enum: ['mpesa', 'bank', 'cash'] }).notNull(),
    status: text('status', { enum: ['Sent', 'Paid', 'Failed', 'Reversed'] }).notNull(),
    /** The bank or cash reference; M-Pesa's receipt (TransactionID) once an M-Pesa payout is paid. */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    /** M-Pesa payouts: the number paid (2547XXXXXXXX), the ConversationID Daraja gave on accepting it, its ResultCode. */
    phone: text('phone'),
    conversationId: text('conversation_id'),
    resultCode: integer('result_code'),
    /** A failed payout sent again: the new payout's id ('Retry' is offered only while this is empty). */
    retriedAs: idColumn('retried_as'),
    adminId: idColumn('admin_id').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_account_idx').on(t.accountKind, t.accountId, t.createdAt),
    uniqueIndex('payouts_one_in_flight_idx').on(t.accountKind, t.accountId).where(sql`${t.status} = 'Sent'`),
  ],
);
