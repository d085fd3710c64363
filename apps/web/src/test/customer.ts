import type { TUser } from '@sokoni/domain/contracts/auth';

/** A signed-in customer as the API describes one, for component tests that need a whole profile. */
export const TEST_CUSTOMER: TUser = {
  _id: 'c'.repeat(24),
  username: 'wanjiku',
  names: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  phoneNumber: '+254712345678',
  town: 'Nairobi',
  location: '-1.292066,36.821946',
  savedLocations: [],
  smsUpdates: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};
