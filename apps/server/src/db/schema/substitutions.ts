import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cents, createdAt, idColumn } from './columns.ts';
import { orderItems, orders, subOrders } from './orders.ts';
import { products } from './products.ts';

/**
 * A shop's proposal to replace one unavailable item of its sub-order with another product; the
 * customer approves or refuses it, and without an answer by `expires_at` the item is removed.
 */
export const substitutions = pgTable(
  'substitutions',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: idColumn('sub_order_id')
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    /** The order line it is about; null once a refused or expired proposal removed that line. */
    orderItemId: idColumn('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** The unavailable item as ordered (copied: the line changes once the proposal is decided). */
    itemName: text('item_name').notNull(),
    itemQuantity: integer('item_quantity').notNull(),
    itemPriceCents: cents('item_price_cents').notNull(),
    replacementProductId: idColumn('replacement_product_id').references(() => products.id, { onDelete: 'set null' }),
    replacementName: text('replacement_name').notNull(),
    replacementPriceCents: cents('replacement_price_cents').notNull(),
    replacementQuantity: integer('replacement_quantity').notNull(),
    state: text('state', { enum: ['proposed', 'approved', 'refused', 'expired'] }).notNull().default('proposed'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('substitutions_order_idx').on(t.orderId), index('substitutions_item_idx').on(t.orderItemId)],
);
