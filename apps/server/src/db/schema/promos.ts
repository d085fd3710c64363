import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cents, createdAt, idColumn } from './columns.ts';
import { orders } from './orders.ts';
import { partners } from './partners.ts';
import { users } from './users.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A promo code the admin created. `usedCount` is the live uses (released ones given back) and is
 * raised by a conditional UPDATE at placement, so two customers racing for the last use cannot both get it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: idColumn().primaryKey(),
    /** Upper case; compared without case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Hundredths: basis points of a percent code (1250 is 12.5%), cents off for a fixed one. */
    valueHundredths: bigint('value_hundredths', { mode: 'number' }).notNull(),
    minOrderCents: cents('min_order_cents'),
    maxDiscountCents: cents('max_discount_cents'),
    totalUses: integer('total_uses'),
    perCustomer: boolean('per_customer').notNull().default(false),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    validFrom: moment('valid_from'),
    validTo: moment('valid_to'),
    partnerId: idColumn('partner_id').references(() => partners.id),
    fundedBy: text('funded_by', { enum: ['platform', 'shop'] }).notNull(),
    pausedAt: moment('paused_at'),
    usedCount: integer('used_count').notNull().default(0),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_idx').on(sql`upper(${t.code})`), index('promo_codes_created_idx').on(t.createdAt)],
);

/** One order that used a code; `releasedAt` once the order ended before any shop prepared it. */
export const promoUses = pgTable(
  'promo_uses',
  {
    id: idColumn().primaryKey(),
    promoId: idColumn('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id),
    orderId: idColumn('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountCents: cents('discount_cents').notNull(),
    releasedAt: moment('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_uses_order_idx').on(t.orderId),
    index('promo_uses_promo_idx').on(t.promoId, t.createdAt),
    index('promo_uses_user_idx').on(t.promoId, t.userId),
  ],
);
