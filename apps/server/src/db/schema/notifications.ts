import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { partners } from './partners.ts';

export const partnerNotifications = pgTable(
  'partner_notifications',
  {
    id: idColumn().primaryKey(),
    partnerId: idColumn('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    subOrderId: idColumn('sub_order_id'),
    orderId: idColumn('order_id'),
    url: text('url'),
    read: boolean('read').notNull().default(false),
    /** When an open dashboard showed the alert; one still unacknowledged after a while is texted to the shop. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('partner_notifications_partner_idx').on(t.partnerId, t.createdAt)],
);
