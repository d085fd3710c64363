import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, idColumn, updatedAt } from './columns.ts';

interface VehicleDetails {
  make: string;
  model: string;
  plateNumber: string;
  type: string;
  color: string;
}
interface EmergencyContact {
  name: string;
  phoneNumber: string;
  relationship: string;
}
interface CurrentLocation {
  town: string;
  location: string;
}

export const drivers = pgTable(
  'drivers',
  {
    id: idColumn().primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number').notNull(),
    nationalId: text('national_id').notNull(),
    driverLicenseNumber: text('driver_license_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The address this account proved by opening a verification link; verified while it equals email. */
    verifiedEmail: text('verified_email'),
    /** 'en' or 'sw': texts and e-mails to this account are written in it; null means not chosen yet (English). */
    language: text('language', { enum: ['en', 'sw'] }),
    profilePhotoUrl: text('profile_photo_url'),
    /** The name on the driver's ID, shown to customers and the admin (the username is a login). */
    fullName: text('full_name'),
    /** Private uploads (never served under /uploads): the admin looks at them before approving. */
    idPhotoUrl: text('id_photo_url'),
    licencePhotoUrl: text('licence_photo_url'),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    verificationStatus: text('verification_status', { enum: ['Pending', 'Approved', 'Rejected'] })
      .notNull()
      .default('Pending'),
    rejectionReason: text('rejection_reason'),
    status: text('status').notNull().default('Available'),
    suspended: boolean('suspended').notNull().default(false),
    suspendedReason: text('suspended_reason'),
    currentLocation: jsonb('current_location').$type<CurrentLocation>().notNull(),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>().notNull(),
    vehicleDetails: jsonb('vehicle_details').$type<VehicleDetails>().notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('drivers_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('drivers_email_idx').on(t.email),
    uniqueIndex('drivers_phone_idx').on(t.phoneNumber),
    index('drivers_verification_idx').on(t.verificationStatus),
  ],
);
