import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One line of a report: an order item and how many of it were affected. */
export interface ProblemLineRow {
  item: string;
  quantity: number;
}

/** What a refund or credit decision gave back (cents), and who paid for it. */
export interface ProblemSettlementRow {
  mpesaCents: number;
  creditCents: number;
  lines: { item: string; quantity: number; amountCents: number }[];
  feeCents: number;
  itemsPaidBy: 'shop' | 'platform';
  feePaidBy: 'platform' | 'rider' | null;
  /** The M-Pesa refund opened for it, when one was. */
  refundId: string | null;
}

/** A shop's answer to a report, in its own words. */
export interface ProblemAnswerRow {
  storeId: string;
  message: string;
  at: string;
}

/** A customer's report of something wrong with a delivered order, and what became of it. */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    lines: jsonb('lines').$type<ProblemLineRow[]>().notNull().default([]),
    note: text('note'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status', { enum: ['open', 'answered', 'resolved', 'rejected'] }).notNull().default('open'),
    answers: jsonb('answers').$type<ProblemAnswerRow[]>().notNull().default([]),
    outcome: text('outcome', { enum: ['refund', 'credit', 'redeliver', 'reject'] }),
    /** The customer's wish for money back (to M-Pesa or as credit); null when they did not say. */
    refundAs: text('refund_as', { enum: ['mpesa', 'credit'] }),
    settlement: jsonb('settlement').$type<ProblemSettlementRow>(),
    outcomeReason: text('outcome_reason'),
    resolvedBy: idColumn('resolved_by'),
    resolvedAt: moment('resolved_at'),
    dueAt: moment('due_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_problems_order_idx').on(t.orderId), index('order_problems_status_idx').on(t.status, t.dueAt)],
);
