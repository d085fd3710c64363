import { queryOptions } from '@tanstack/react-query';
import type { TPaymentMethods } from '@sokoni/domain/contracts/payments';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from './query-keys.ts';

/** GET /api/payments/methods: whether this server takes M-Pesa (and whether it is the test simulator). */
export function getPaymentMethods(): Promise<TPaymentMethods> {
  return api.get<TPaymentMethods>('/api/payments/methods');
}

export const paymentMethodsQueryOptions = () => queryOptions({ queryKey: checkoutKeys.paymentMethods, queryFn: getPaymentMethods, staleTime: 5 * 60_000 });
