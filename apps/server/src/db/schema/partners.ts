import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TStoreHours } from '@sokoni/domain/opening-hours';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, updatedAt } from './columns.ts';

export const partners = pgTable(
  'partners',
  {
    id: idColumn().primaryKey(),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    idNumber: text('id_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The address this account proved by opening a verification link; verified while it equals email. */
    verifiedEmail: text('verified_email'),
    town: text('town').notNull(),
    location: text('location').notNull(),
    address: text('address'),
    description: text('description'),
    profileImage: text('profile_image'),
    businessPermit: text('business_permit'),
    slug: text('slug').notNull(),
    /**
     * Decided by the server, never by the client: admin while the proven address is the current one
     * and is in ADMIN_EMAILS or was granted from the server's shell (adminGranted).
     */
    role: text('role', { enum: ['partner', 'admin'] }).notNull().default('partner'),
    /** Set and cleared only by `npm run admin -- grant|revoke EMAIL` on the server itself. */
    adminGranted: boolean('admin_granted').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    suspendedReason: text('suspended_reason'),
    /** Weekly ranges and closure dates in Nairobi time; null means open all day (a store that never set hours). */
    openingHours: jsonb('opening_hours').$type<TStoreHours>(),
    /** New orders are paused until this instant; a past value means the pause ran out by itself. */
    pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
    /** How long before a scheduled order's time slot the shop is alerted to start it (PREP_MINUTES). */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    pauseReason: text('pause_reason'),
    /** 'en' or 'sw': texts and e-mails to this account are written in it; null means not chosen yet (English). */
    language: text('language', { enum: ['en', 'sw'] }),
    /** The store's own commission rate set by the admin; null means COMMISSION_PERCENT. */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** How far from its pin the store delivers (straight line, km); null means DELIVERY_RADIUS_KM. */
    deliveryRadiusKm: numeric('delivery_radius_km', { precision: 6, scale: 1, mode: 'number' }),
    ratingAverage: numeric('rating_average', { precision: 4, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partners_business_name_lower_idx').on(sql`lower(${t.businessName})`),
    uniqueIndex('partners_email_idx').on(t.email),
    uniqueIndex('partners_contact_idx').on(t.contactNumber),
    uniqueIndex('partners_slug_idx').on(t.slug),
    index('partners_business_name_trgm_idx').using('gin', sql`lower(${t.businessName}) gin_trgm_ops`),
    index('partners_rating_idx').on(t.ratingAverage, t.ratingCount, t.id),
    // The few suspended stores: catalogue reads exclude their products with an anti-join on this.
    index('partners_suspended_idx').on(t.id).where(sql`${t.suspended}`),
    // Every store customers cannot see (suspended, or the operator's account): search reads these few ids.
    index('partners_hidden_idx').on(t.id).where(sql`${t.suspended} OR ${t.role} = 'admin'`),
  ],
);
