import { queryOptions } from '@tanstack/react-query';
import type { TOrderPayment } from '@sokoni/domain/contracts/payments';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/orders/{id}/payment: the order's M-Pesa payment as the waiting screen shows it. */
export function getOrderPayment(id: string): Promise<TOrderPayment> {
  return api.get<TOrderPayment>(`/api/orders/${encodeURIComponent(id)}/payment`, { auth: 'user' });
}

/** Polled every few seconds only while the live connection is down (the socket says when it changes). */
export const orderPaymentQueryOptions = (id: string, poll: boolean) =>
  queryOptions({ queryKey: orderKeys.payment(id), queryFn: () => getOrderPayment(id), refetchInterval: poll ? 3000 : false });
