import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

/**
 * Payment prompts received by the development M-Pesa simulator (MPESA_ENV=simulator): what a
 * phone would show, and how it was answered. No money moves; production refuses the simulator.
 */
export const mpesaSimulatorPrompts = pgTable('mpesa_simulator_prompts', {
  id: idColumn().primaryKey(),
  checkoutRequestId: text('checkout_request_id').notNull().unique(),
  merchantRequestId: text('merchant_request_id').notNull(),
  shortcode: text('shortcode').notNull(),
  /** Whole shillings, as Daraja takes them. */
  amount: integer('amount').notNull(),
  phone: text('phone').notNull(),
  callbackUrl: text('callback_url').notNull(),
  accountReference: text('account_reference').notNull(),
  description: text('description').notNull(),
  /** null while the 'phone' has not answered; then Daraja's ResultCode. */
  resultCode: integer('result_code'),
  resultDesc: text('result_desc'),
  receipt: text('receipt').unique(),
  createdAt: createdAt(),
  answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
});
