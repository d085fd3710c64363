import type { DbOrTx } from '../client.ts';
import { drivers, partners, users } from '../schema/index.ts';
import type { SeedOptions } from './seed.ts';

export const DEMO_PASSWORD = 'sokoni123';

export const DEMO_LOGINS = [
  { role: 'customer', page: '/sign-in', identifier: 'wanjiku', password: DEMO_PASSWORD },
  { role: 'admin', page: '/sign-in', identifier: 'Sokoni Admin', password: DEMO_PASSWORD },
  { role: 'driver', page: '/driver-login', identifier: 'otieno', password: DEMO_PASSWORD },
  { role: 'vendor', page: '/sign-in', identifier: 'Kilimani Pizza Oven', password: DEMO_PASSWORD },
] as const;

export const DEMO_IDS = {
  customer: '6650a0000000000000000001',
  driver: '6650a0000000000000000002',
  admin: '6650a0000000000000000003',
} as const;

/** The demo customer, driver (profile complete and approved) and admin (when given an address); passwordHash is of DEMO_PASSWORD. */
export async function seedAccounts(tx: DbOrTx, options: SeedOptions, passwordHash: string): Promise<void> {
  await tx.insert(users).values({
    id: DEMO_IDS.customer,
    username: 'wanjiku',
    names: 'Wanjiku Kamau',
    email: 'wanjiku@example.co.ke',
    phoneNumber: '+254712345678',
    town: 'Nairobi',
    location: '-1.292066,36.821946',
    passwordHash,
    verifiedEmail: options.verified ? 'wanjiku@example.co.ke' : null,
  });
  await tx.insert(drivers).values({
    id: DEMO_IDS.driver,
    username: 'otieno',
    email: 'otieno@example.co.ke',
    phoneNumber: '+254722000111',
    nationalId: '28765432',
    driverLicenseNumber: 'DL-4455821',
    passwordHash,
    verifiedEmail: options.verified ? 'otieno@example.co.ke' : null,
    profileCompleted: true,
    verificationStatus: 'Approved',
    currentLocation: { town: 'Nairobi', location: '-1.283253,36.823000' },
    emergencyContact: { name: 'Akinyi Otieno', phoneNumber: '+254733000222', relationship: 'Sister' },
    vehicleDetails: { make: 'Bajaj', model: 'Boxer 150', plateNumber: 'KMFA 123B', type: 'Motorbike', color: 'Red' },
  });
  if (!options.adminEmail) return;
  await tx.insert(partners).values({
    id: DEMO_IDS.admin,
    businessName: 'Sokoni Admin',
    businessType: 'Platform',
    contactNumber: '+254700000001',
    email: options.adminEmail,
    verifiedEmail: options.verified ? options.adminEmail : null,
    idNumber: '00000001',
    passwordHash,
    town: 'Nairobi',
    location: '-1.286389,36.817223',
    slug: 'sokoni-admin',
    role: options.verified ? 'admin' : 'partner',
    verified: true,
  });
}
