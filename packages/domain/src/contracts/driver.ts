import { z } from 'zod';
import { ZLanguage } from './language.ts';
import { hasPhoneCharactersOnly } from '../phone.ts';
import { MIN_PASSWORD_LENGTH } from './common.ts';

export const DRIVER_REQUIRED_FIELDS = [
  ['username', 'Username'],
  ['phoneNumber', 'Phone Number'],
  ['password', 'Password'],
  ['nationalId', 'National ID'],
  ['driverLicenseNumber', 'Driver License Number'],
  ['plateNumber', 'Plate Number'],
] as const;

export interface DriverSignupForm {
  username?: string;
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  password?: string;
  nationalId?: string;
  driverLicenseNumber?: string;
  plateNumber?: string;
}

export const MAX_FULL_NAME = 120;
/** The web asks for it at sign-up; the API keeps it optional for clients that never sent it. */
export const FULL_NAME_REQUIRED = 'Please enter your full name as it is on your ID';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The driver sign-up checks, in the order and with the words the driver sees. */
export function validateDriverSignup(form: DriverSignupForm): string | null {
  const missing = DRIVER_REQUIRED_FIELDS.filter(([key]) => !(form[key] ?? '').trim()).map(([, label]) => label);
  if (missing.length > 0) return `Please fill in all required fields: ${missing.join(', ')}`;
  if ((form.password ?? '').length < MIN_PASSWORD_LENGTH) return 'Password must be at least 6 characters long';
  if (!hasPhoneCharactersOnly(form.phoneNumber ?? '')) return 'Please enter a valid phone number';
  const email = (form.email ?? '').trim();
  if (email && !EMAIL_SHAPE.test(email)) return 'Please enter a valid email address';
  if ((form.fullName ?? '').trim().length > MAX_FULL_NAME) return `Full name can be at most ${MAX_FULL_NAME} characters`;
  return null;
}

export const VERIFICATION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const DRIVER_STATUSES = ['Available', 'Busy', 'Offline'] as const;
export const VEHICLE_TYPES = ['Motorbike', 'Car', 'Van', 'Bicycle', 'Tuk-tuk', 'Pickup'] as const;

export const ZVehicleDetails = z.object({
  make: z.string().trim().max(60).default(''),
  model: z.string().trim().max(60).default(''),
  plateNumber: z.string().trim().max(20).default(''),
  type: z.string().trim().max(30).default(''),
  color: z.string().trim().max(30).default(''),
});
export const ZEmergencyContact = z.object({
  name: z.string().trim().max(120).default(''),
  phoneNumber: z.string().trim().max(30).default(''),
  relationship: z.string().trim().max(60).default(''),
});
export const ZCurrentLocation = z.object({
  town: z.string().trim().max(80).default(''),
  location: z.string().trim().max(64).default(''),
});

export const ZDriver = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  nationalId: z.string(),
  driverLicenseNumber: z.string(),
  profilePhotoUrl: z.string().nullable(),
  /** The name on the driver's ID; null for drivers who signed up before it was asked. */
  fullName: z.string().nullable().optional(),
  /** Whether the ID and licence photos are on file (the files are private: the admin opens them). */
  documents: z.object({ idPhoto: z.boolean(), licencePhoto: z.boolean() }).optional(),
  profileCompleted: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  status: z.string(),
  suspended: z.boolean(),
  currentLocation: ZCurrentLocation,
  emergencyContact: ZEmergencyContact,
  vehicleDetails: ZVehicleDetails,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The language the account chose for the server's messages and e-mails; null until it chooses. */
  language: ZLanguage.nullable().optional(),
});
export type TDriver = z.infer<typeof ZDriver>;

/** The two identity photos a driver uploads from the profile; the path segment of their routes. */
export const DRIVER_DOCUMENTS = { 'id-photo': 'idPhoto', 'licence-photo': 'licencePhoto' } as const;
export type DriverDocumentKind = keyof typeof DRIVER_DOCUMENTS;
