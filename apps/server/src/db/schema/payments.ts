import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, idColumn, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { REFUND_STATES } from '@sokoni/domain/mpesa-refund';

/**
 * One row per M-Pesa attempt of an order: an STK push (a prompt on a phone) or a Paybill (C2B)
 * payment. The order's paymentStatus is the customer's view; these rows are what happened.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['stk', 'c2b'] }).notNull(),
    /** What the money is for: the order itself, or a tip for its rider added after delivery. */
    purpose: text('purpose', { enum: ['order', 'tip'] }).notNull().default('order'),
    /** sending -> awaiting -> paid | failed; expired when the order expired first. */
    status: text('status', { enum: ['sending', 'awaiting', 'paid', 'failed', 'expired'] }).notNull(),
    /** What was asked, in cents: whole shillings (wholeShillingsForMpesa), as M-Pesa moves no cents. */
    amountCents: cents('amount_cents').notNull(),
    /** 2547XXXXXXXX, as Daraja writes it. */
    phone: text('phone').notNull(),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** Why it did not end in a payment (MpesaFailureReason). */
    reason: text('reason'),
    /** The receipt a callback reported, kept until the query confirms it, then the order's receipt. */
    receipt: text('receipt'),
    /** Set once a callback for it arrived (a lost callback leaves it null until the query answers). */
    callbackAt: timestamp('callback_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_checkout_request_uq').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_uq').on(t.receipt),
    // One open prompt per phone: Daraja refuses a second push while one is on the phone (and the customer would be confused).
    uniqueIndex('payments_one_open_prompt_per_phone_uq')
      .on(t.phone)
      .where(sql`${t.kind} = 'stk' AND ${t.status} IN ('sending', 'awaiting')`),
  ],
);

/** Every push, callback and query as it was sent or received, raw bodies kept for support. */
export const paymentRecords = pgTable(
  'payment_records',
  {
    id: idColumn().primaryKey(),
    paymentId: idColumn('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    orderId: idColumn('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** push, push-refused, callback, callback-ignored, query, c2b-validation, c2b-confirmation ... */
    kind: text('kind').notNull(),
    /** What we made of it, in words for support. */
    note: text('note').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_records_order_idx').on(t.orderId, t.createdAt), index('payment_records_payment_idx').on(t.paymentId)],
);

/**
 * Money sent back to the phone that paid, by Daraja's B2C payment (decision 017). The row's id is
 * the OriginatorConversationID sent to Daraja, so its result is matched to it. `key` names what
 * the refund is for (a cancellation, a declined part, a late payment): the same refund is never
 * made twice. A retry after a failure is a new row (a new OriginatorConversationID), the failed
 * one becoming 'retried'.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The payment the money came from. */
    paymentId: idColumn('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sending -> pending (Daraja accepted it) -> sent | failed; failed -> retried by the admin; credited: below M-Pesa's minimum, given as Sokoni credit. */
    state: text('state', { enum: REFUND_STATES }).notNull(),
    /** In cents: whole shillings, as M-Pesa moves no cents. */
    amountCents: cents('amount_cents').notNull(),
    /** 2547XXXXXXXX: the number that paid. */
    phone: text('phone').notNull(),
    /** Why the money is owed, in words. */
    reason: text('reason').notNull(),
    /** Why it did not reach the phone (Daraja's words). */
    failure: text('failure'),
    conversationId: text('conversation_id'),
    resultCode: integer('result_code'),
    /** M-Pesa's receipt of the payout. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId, t.createdAt), uniqueIndex('refunds_key_uq').on(t.key), uniqueIndex('refunds_transaction_uq').on(t.transactionId)],
);
