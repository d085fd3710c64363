import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: idColumn().primaryKey(),
    username: text('username').notNull(),
    names: text('names').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    town: text('town').notNull(),
    location: text('location').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The address this account proved by opening a verification link; verified while it equals email. */
    verifiedEmail: text('verified_email'),
    /** Bumped on password reset: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    suspended: boolean('suspended').notNull().default(false),
    suspendedReason: text('suspended_reason'),
    /** Texts that are nice to have (rider on the way, delivered); order confirmations and refunds are always sent. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /** 'en' or 'sw': texts and e-mails to this account are written in it; null means not chosen yet (English). */
    language: text('language', { enum: ['en', 'sw'] }),
    /** The town or area the customer shops for ('Delivering to Nakuru'), chosen on the device; null until chosen. */
    deliveryArea: text('delivery_area'),
    /** That place's 'lat,lng'. */
    deliveryAreaLocation: text('delivery_area_location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_phone_idx').on(t.phoneNumber),
    index('users_created_idx').on(t.createdAt),
  ],
);

export const savedLocations = pgTable(
  'saved_locations',
  {
    id: idColumn().primaryKey(),
    userId: idColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    town: text('town').notNull(),
    location: text('location').notNull(),
    /** Filled into the checkout address when this place is chosen. */
    landmark: text('landmark'),
    building: text('building'),
    directions: text('directions'),
    contactPhone: text('contact_phone'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_locations_user_idx').on(t.userId)],
);
