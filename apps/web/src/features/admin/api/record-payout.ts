import type { TPayout, TRecordedPayoutRequest } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';

/** POST /api/admin/payouts/recorded: a bank or cash payout made outside M-Pesa, with its reference. */
export function recordPayout(body: TRecordedPayoutRequest): Promise<TPayout> {
  return api.post<TPayout>('/api/admin/payouts/recorded', body, { auth: 'partner' });
}
