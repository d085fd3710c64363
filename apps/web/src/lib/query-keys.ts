import type { SessionRole } from './session.ts';

/**
 * Keys more than one feature reads or refreshes. Every query of a signed-in role starts with the
 * role's name, so logging that role out forgets all it had loaded; each feature's own factory
 * (features/<feature>/api/query-keys.ts) builds on these.
 */
export const sharedKeys = {
  role: (role: SessionRole) => [role] as const,
  userProfile: ['user', 'me'] as const,
  partnerProfile: ['partner', 'me'] as const,
  /** The customer's orders: placing an order (checkout) refreshes what the orders pages show. */
  userOrders: ['user', 'orders'] as const,
  savedLocations: (userId: string) => ['user', 'saved-locations', userId] as const,
  promotions: ['promotions'] as const,
  geoConfig: ['geo', 'config'] as const,
};
