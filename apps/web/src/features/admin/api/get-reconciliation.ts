import { queryOptions } from '@tanstack/react-query';
import type { TReconciliation } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/reconciliation: the last seven Nairobi days of money in and out, and every mismatch. */
export function getReconciliation(): Promise<TReconciliation> {
  return api.get<TReconciliation>('/api/admin/reconciliation', { auth: 'partner' });
}

export const reconciliationQueryOptions = () => queryOptions({ queryKey: adminKeys.reconciliation(), queryFn: getReconciliation, staleTime: 0 });
