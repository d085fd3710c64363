import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZAdminOrderDetail } from '@sokoni/domain/contracts/admin';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

/** GET /api/admin/orders/{id}: the order, its sub-orders and items, driver, history and whether it may be cancelled. */
export function getOrder(id: string): Promise<TAdminOrderDetail> {
  return api.get<TAdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { auth: 'partner' });
}

export function useOrder(id: string | null) {
  return useQuery(queryOptions({ queryKey: adminKeys.order(id), queryFn: () => getOrder(id!), enabled: id !== null }));
}
