import { queryOptions } from '@tanstack/react-query';
import type { TPaymentMethods } from '@sokoni/domain/contracts/payments';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/payments/methods: whether this server takes M-Pesa, so a tip can be paid by it. */
export function getPaymentMethods(): Promise<TPaymentMethods> {
  return api.get<TPaymentMethods>('/api/payments/methods');
}

export const paymentMethodsQueryOptions = () => queryOptions({ queryKey: orderKeys.paymentMethods, queryFn: getPaymentMethods, staleTime: 5 * 60_000 });
