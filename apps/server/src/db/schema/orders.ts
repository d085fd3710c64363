import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { partners } from './partners.ts';
import { drivers } from './drivers.ts';
import { products } from './products.ts';
import type { OrderedChoice } from '@sokoni/domain/product-options';

export const orders = pgTable(
  'orders',
  {
    id: idColumn().primaryKey(),
    /** Human order number, SKN-YYYYMMDD-NNNNNN. */
    orderId: text('order_id').notNull(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id),
    deliveryTown: text('delivery_town').notNull(),
    deliveryLocation: text('delivery_location').notNull(),
    /** What helps the rider find the door (most homes have no street address); shown to the assigned driver only. */
    deliveryLandmark: text('delivery_landmark'),
    deliveryBuilding: text('delivery_building'),
    deliveryDirections: text('delivery_directions'),
    /** Whoever receives, when not the account holder (+254…). */
    deliveryContactPhone: text('delivery_contact_phone'),
    deliveryFeeCents: cents('delivery_fee_cents').notNull(),
    deliveryOption: text('delivery_option', { enum: ['platform', 'own'] }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    /** The M-Pesa receipt number, once paid by M-Pesa. */
    mpesaReceipt: text('mpesa_receipt'),
    totalCents: cents('total_cents').notNull(),
    /** Sokoni credit that paid part of the order (decision 024); the rest is paid by M-Pesa or cash. */
    creditUsedCents: cents('credit_used_cents').notNull().default(0),
    /** A tip for the rider chosen at checkout (shillings, 0 for none): paid with the order, the rider's in full at delivery. */
    tipCents: cents('tip_cents').notNull().default(0),
    status: text('status').notNull().default('Pending'),
    assignedDriverId: idColumn('assigned_driver_id').references(() => drivers.id),
    deliveredBy: text('delivered_by'),
    deliveredByPhone: text('delivered_by_phone'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Proof of delivery: the customer reads it out to the rider. Null when DELIVERY_PIN was off at placement. */
    deliveryPin: text('delivery_pin'),
    pinAttempts: integer('pin_attempts').notNull().default(0),
    pinLockedAt: timestamp('pin_locked_at', { withTimezone: true, mode: 'date' }),
    /** Handed over without the PIN (customer not reachable): the admin reviews the note and photo. */
    deliveredWithoutPin: boolean('delivered_without_pin').notNull().default(false),
    handoverNote: text('handover_note'),
    handoverPhoto: text('handover_photo'),
    /** When an admin looked at a locked PIN or a hand-over without one and marked it reviewed (audited). */
    deliveryReviewedAt: timestamp('delivery_reviewed_at', { withTimezone: true, mode: 'date' }),
    idempotencyKey: text('idempotency_key'),
    /** An order for later: the time slot it is to be ready for; null means as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }),
    /** After a shop of a multi-shop order declined: 'ask' until the customer says 'continue' or cancels. */
    afterDecline: text('after_decline', { enum: ['ask', 'continue'] }),
    /** Shillings a promo code took off the items (0 without one); the customer pays total + fee - discount. */
    discountCents: cents('discount_cents').notNull().default(0),
    /** The code as the admin wrote it, when one applied. */
    promoCode: text('promo_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_id_idx').on(t.orderId),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_driver_idx').on(t.assignedDriverId),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // The admin's 'deliveries that need attention': few rows, so a partial index keeps the list cheap.
    index('orders_delivery_attention_idx')
      .on(t.createdAt)
      .where(sql`(${t.pinLockedAt} is not null or ${t.deliveredWithoutPin}) and ${t.deliveryReviewedAt} is null`),
  ],
);

export const subOrders = pgTable(
  'sub_orders',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partnerId: idColumn('partner_id')
      .notNull()
      .references(() => partners.id),
    status: text('status').notNull().default('Pending'),
    totalCents: cents('total_cents').notNull(),
    deliveredBy: text('delivered_by'),
    deliveredByPhone: text('delivered_by_phone'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Why the shop said no: out of stock, closing, too busy, other, or no answer in time. */
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sub_orders_order_idx').on(t.orderId), index('sub_orders_partner_idx').on(t.partnerId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: idColumn('sub_order_id')
      .notNull()
      .references(() => subOrders.id, { onDelete: 'cascade' }),
    productId: idColumn('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Name and price are copied at order time so later product edits never change history. */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The unit price paid: the product's selling price plus the chosen options' price changes. */
    priceCents: cents('price_cents').notNull(),
    /** The options chosen, copied with their names and price changes so menu edits change no past order; [] without. */
    choices: jsonb('choices').$type<OrderedChoice[]>().notNull().default([]),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_sub_order_idx').on(t.subOrderId)],
);

export const statusHistory = pgTable(
  'status_history',
  {
    id: idColumn().primaryKey(),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    subOrderId: idColumn('sub_order_id').references(() => subOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: idColumn('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('status_history_order_idx').on(t.orderId, t.createdAt)],
);
