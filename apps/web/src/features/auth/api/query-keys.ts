import { sharedKeys } from '../../../lib/query-keys.ts';

/** The signed-in accounts' own records, refreshed after a login. */
export const authKeys = {
  userProfile: sharedKeys.userProfile,
  partnerProfile: sharedKeys.partnerProfile,
};
