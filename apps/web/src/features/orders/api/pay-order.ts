import type { TOrderPayment, TPayRequest } from '@sokoni/domain/contracts/payments';
import { api } from '../../../lib/api-client.ts';

/** POST /api/orders/{id}/pay: a new M-Pesa prompt (optionally to another number), or { method: 'COD' } to pay cash instead. */
export function payOrder(id: string, body: TPayRequest): Promise<TOrderPayment> {
  return api.post<TOrderPayment>(`/api/orders/${encodeURIComponent(id)}/pay`, body, { auth: 'user' });
}
