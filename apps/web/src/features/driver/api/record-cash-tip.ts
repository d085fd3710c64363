import type { TCashTipRequest, TRiderCash } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';

/** POST /api/driver/orders/{id}/cash-tip: a cash tip the customer gave for an order delivered less than a day ago. */
export function recordCashTip(orderId: string, body: TCashTipRequest): Promise<TRiderCash> {
  return api.post<TRiderCash>(`/api/driver/orders/${encodeURIComponent(orderId)}/cash-tip`, body, { auth: 'driver' });
}
