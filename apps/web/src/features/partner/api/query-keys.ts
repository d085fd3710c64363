import { sharedKeys } from '../../../lib/query-keys.ts';

/** Every store query lives under ['partner', …]: logging the store out forgets them all. */
export const partnerKeys = {
  all: sharedKeys.role('partner'),
  me: sharedKeys.partnerProfile,
  ordersAll: ['partner', 'orders'] as const,
  orders: (partnerId: string) => [...partnerKeys.ordersAll, partnerId] as const,
  order: (orderId: string | null) => ['partner', 'order', orderId] as const,
  orderStatusAll: ['partner', 'order-status'] as const,
  orderStatus: (orderId: string) => [...partnerKeys.orderStatusAll, orderId] as const,
  subOrderAll: ['partner', 'suborder'] as const,
  subOrder: (subOrderId: string) => [...partnerKeys.subOrderAll, subOrderId] as const,
  substitutionsAll: ['partner', 'substitutions'] as const,
  substitutions: (orderId: string) => [...partnerKeys.substitutionsAll, orderId] as const,
  products: (partnerId: string) => ['partner', 'products', partnerId] as const,
  salesAll: ['partner', 'sales'] as const,
  sales: (partnerId: string, date: string) => [...partnerKeys.salesAll, partnerId, date] as const,
  notifications: (partnerId: string) => ['partner', 'notifications', partnerId] as const,
  statement: (partnerId: string, from: string, to: string) => ['partner', 'statement', partnerId, from, to] as const,
};
