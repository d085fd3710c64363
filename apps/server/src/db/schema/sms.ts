import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every text message, written before anything tries to send it: `local` ones stay here (the
 * development outbox), `pending` ones are sent by a durable job and end `sent` or `failed`; the
 * provider's delivery report then says whether the phone got it.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: idColumn().primaryKey(),
    /** E.164, +2547… or +2541…; sent nowhere but the SMS provider. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** What the message is about, e.g. order_confirmed; with `ref`, it keeps one event from texting twice. */
    kind: text('kind').notNull(),
    ref: text('ref'),
    language: text('language', { enum: ['en', 'sw'] }).notNull().default('en'),
    status: text('status', { enum: ['local', 'pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** The provider's answer when it took the message, e.g. 'Success' with its cost. */
    providerStatus: text('provider_status'),
    cost: text('cost'),
    /** The latest delivery report: Success, Failed, Rejected, AbsentSubscriber, Expired, Buffered, Sent, Submitted. */
    deliveryStatus: text('delivery_status'),
    deliveryFailureReason: text('delivery_failure_reason'),
    /** The raw report, kept for support. */
    deliveryReport: jsonb('delivery_report'),
    deliveryReportedAt: moment('delivery_reported_at'),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    index('sms_outbox_created_idx').on(t.createdAt),
    uniqueIndex('sms_outbox_kind_ref_idx').on(t.kind, t.ref),
    index('sms_outbox_provider_message_idx').on(t.providerMessageId),
  ],
);
