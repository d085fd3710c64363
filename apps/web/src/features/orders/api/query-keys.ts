import { sharedKeys } from '../../../lib/query-keys.ts';

/** Every key of the customer's orders starts with `all`, so one invalidation refreshes them all. */
export const orderKeys = {
  all: sharedKeys.userOrders,
  mine: () => [...orderKeys.all, 'mine'] as const,
  one: (orderId: string) => [...orderKeys.all, 'one', orderId] as const,
  payment: (orderId: string) => [...orderKeys.all, 'payment', orderId] as const,
  substitutions: (orderId: string) => [...orderKeys.all, 'substitutions', orderId] as const,
  tracking: (orderId: string) => [...orderKeys.all, 'tracking', orderId] as const,
  paymentMethods: [...sharedKeys.userOrders, 'payment-methods'] as const,
  reorder: (orderId: string) => [...orderKeys.all, 'reorder', orderId] as const,
  profile: sharedKeys.userProfile,
};
