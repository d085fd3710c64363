import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn().primaryKey(),
    accountKind: text('account_kind', { enum: ['user', 'partner', 'driver'] }).notNull(),
    accountId: idColumn('account_id').notNull(),
    /** SHA-256 of the token; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_account_idx').on(t.accountKind, t.accountId)],
);

/** E-mail verification links: one address of one account, stored as a hash, single-use, 24 hours. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: idColumn().primaryKey(),
    accountKind: text('account_kind', { enum: ['user', 'partner', 'driver'] }).notNull(),
    accountId: idColumn('account_id').notNull(),
    /** The address the link was sent to: it proves this address only, not a later one. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_account_idx').on(t.accountKind, t.accountId), uniqueIndex('email_verifications_token_idx').on(t.tokenHash)],
);

export const contactMessages = pgTable('contact_messages', {
  id: idColumn().primaryKey(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn().primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where answers go, e.g. the visitor of a contact message; never the recipient. */
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'local'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn().primaryKey(),
    adminId: idColumn('admin_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Small editable platform settings, e.g. the landing banner and the storefront marquee. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Rate-limit windows shared by every server process (used with PostgreSQL). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
