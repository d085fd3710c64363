import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminOrderPayments } from '@sokoni/domain/contracts/payments';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/orders/{id}/payments: every M-Pesa attempt, callback and query of the order. */
export function getOrderPayments(id: string): Promise<TAdminOrderPayments> {
  return api.get<TAdminOrderPayments>(`/api/admin/orders/${encodeURIComponent(id)}/payments`, { auth: 'partner' });
}

export function useOrderPayments(id: string) {
  return useQuery(queryOptions({ queryKey: adminKeys.orderPayments(id), queryFn: () => getOrderPayments(id) }));
}
