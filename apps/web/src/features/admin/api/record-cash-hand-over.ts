import type { TCashHandOverRequest, TRiderCash } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';

/** POST /api/admin/drivers/{id}/cash-handovers: cash a rider gave the operator (never more than they hold). */
export function recordCashHandOver(driverId: string, body: TCashHandOverRequest): Promise<TRiderCash> {
  return api.post<TRiderCash>(`/api/admin/drivers/${encodeURIComponent(driverId)}/cash-handovers`, body, { auth: 'partner' });
}
