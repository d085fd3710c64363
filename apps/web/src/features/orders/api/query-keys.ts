import { sharedKeys } from '../../../lib/query-keys.ts';

/** Every key of the customer's orders starts with `all`, so one invalidation refreshes them all. */
export const orderKeys = {
  all: sharedKeys.userOrders,
  mine: () => [...orderKeys.all, 'mine'] as const,
  one: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
  profile: sharedKeys.userProfile,
};
