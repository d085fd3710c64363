import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { orders } from './orders.ts';
import { drivers } from './drivers.ts';
import { users } from './users.ts';

/**
 * A tip the customer added after delivery (one per order, with or instead of a checkout tip):
 * a cash promise the rider confirms, or an M-Pesa prompt. Its money is in the ledger once it is
 * Paid; this row only carries what the customer chose and where it stands.
 */
export const riderTips = pgTable(
  'rider_tips',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: idColumn('driver_id')
      .notNull()
      .references(() => drivers.id),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id),
    /** Integer cents, like the ledger. */
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['cash', 'mpesa'] }).notNull(),
    /**
     * Cash: Promised until the rider confirms it (Paid). M-Pesa: Awaiting the prompt's answer, then
     * Paid or Failed (the customer may try again).
     */
    status: text('status', { enum: ['Promised', 'Awaiting', 'Paid', 'Failed', 'Declined'] }).notNull(),
    /** The M-Pesa attempt of an M-Pesa tip. */
    paymentId: idColumn('payment_id'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('rider_tips_order_idx').on(t.orderId), index('rider_tips_driver_idx').on(t.driverId, t.createdAt)],
);

/** The customer's rating of the rider who delivered an order: one per order. */
export const riderRatings = pgTable(
  'rider_ratings',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: idColumn('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rider_ratings_order_idx').on(t.orderId), index('rider_ratings_driver_idx').on(t.driverId, t.createdAt)],
);
