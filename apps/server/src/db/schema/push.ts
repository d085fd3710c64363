import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

/**
 * One row per device that turned alerts on (decision 035). The endpoint is the browser's; it is
 * unique, so the same browser subscribing again belongs to whoever signed in on it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn().primaryKey(),
    /** user (customer), partner (shop or admin) or driver: the same kinds as the bearer token. */
    accountKind: text('account_kind', { enum: ['user', 'partner', 'driver'] }).notNull(),
    accountId: idColumn('account_id').notNull(),
    /** An https URL on an allowed push service host (checked when subscribing and before sending). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url): what the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_account_idx').on(t.accountKind, t.accountId)],
);
