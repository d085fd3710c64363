import { sharedKeys } from '../../../lib/query-keys.ts';

/**
 * Every admin query lives under the partner role's key: the admin is a store account, and
 * logging that role out forgets whatever the console had loaded. Any admin action refreshes `all`.
 */
export const adminKeys = {
  all: [...sharedKeys.role('partner'), 'admin'] as const,
  overview: (days: number) => [...adminKeys.all, 'overview', days] as const,
  vitals: (days: number) => [...adminKeys.all, 'vitals', days] as const,
  orders: (filters: object) => [...adminKeys.all, 'orders', filters] as const,
  order: (id: string | null) => [...adminKeys.all, 'order', id] as const,
  orderPayments: (id: string) => [...adminKeys.all, 'order', id, 'payments'] as const,
  partners: (filters: object) => [...adminKeys.all, 'partners', filters] as const,
  partner: (id: string | null) => [...adminKeys.all, 'partner', id] as const,
  drivers: (filters: object) => [...adminKeys.all, 'drivers', filters] as const,
  riderRatings: () => [...adminKeys.all, 'drivers', 'ratings'] as const,
  customers: (q: string) => [...adminKeys.all, 'customers', q] as const,
  messages: (handled: string) => [...adminKeys.all, 'messages', handled] as const,
  deliveries: (status: string) => [...adminKeys.all, 'deliveries', status] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  permit: (url: string | null) => [...adminKeys.all, 'permit', url] as const,
  picker: (kind: string, q: string) => [...adminKeys.all, 'picker', kind, q] as const,
  balances: () => [...adminKeys.all, 'balances'] as const,
  reconciliation: () => [...adminKeys.all, 'reconciliation'] as const,
  payouts: (filters: object) => [...adminKeys.all, 'payouts', filters] as const,
  moneySettings: () => [...adminKeys.all, 'money-settings'] as const,
  commission: (partnerId: string) => [...adminKeys.all, 'commission', partnerId] as const,
  promotions: sharedKeys.promotions,
  promos: () => [...adminKeys.all, 'promos'] as const,
  promoUses: (id: string) => [...adminKeys.all, 'promos', id, 'uses'] as const,
};
