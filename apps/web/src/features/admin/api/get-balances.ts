import { queryOptions } from '@tanstack/react-query';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/admin/balances: what Sokoni owes each store and rider, and the cash each rider holds. */
export function getBalances(): Promise<TBalance[]> {
  return api.get<TBalance[]>('/api/admin/balances', { auth: 'partner' });
}

export const balancesQueryOptions = () => queryOptions({ queryKey: adminKeys.balances(), queryFn: getBalances, staleTime: 0 });
