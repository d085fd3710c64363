import { boolean, doublePrecision, jsonb, pgTable, real, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from './columns.ts';
import { drivers } from './drivers.ts';
import { orders } from './orders.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Whether a driver is online and where they last were. The position is wiped when they go
 * offline and when an order they carried is delivered: it is kept only while it serves a delivery.
 */
export const driverPresence = pgTable('driver_presence', {
  driverId: idColumn('driver_id')
    .primaryKey()
    .references(() => drivers.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(false),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  accuracyM: real('accuracy_m'),
  heading: real('heading'),
  speedMps: real('speed_mps'),
  /** Smoothed riding speed from the last fixes (km/h), for the ETA. */
  recentKmh: real('recent_kmh'),
  locatedAt: moment('located_at'),
  updatedAt: updatedAt(),
});

/**
 * The current offer of an open order: the drivers of its first wave, nearest first, until the
 * wave widens to every approved driver. `openedAt` names the offer, so a wave-widening job left
 * over from an earlier opening of the same order does nothing.
 */
export const dispatchOffers = pgTable('dispatch_offers', {
  orderId: idColumn('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  driverIds: jsonb('driver_ids').$type<string[]>().notNull(),
  openedAt: moment('opened_at').notNull(),
  widenedAt: moment('widened_at'),
});
