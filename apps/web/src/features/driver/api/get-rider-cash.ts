import { queryOptions } from '@tanstack/react-query';
import type { TRiderCash } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver/cash: the cash the rider holds, their earnings, the net and whether they may take cash orders. */
export function getRiderCash(): Promise<TRiderCash> {
  return api.get<TRiderCash>('/api/driver/cash', { auth: 'driver' });
}

export const riderCashQueryOptions = (driverId: string) => queryOptions({ queryKey: driverKeys.cash(driverId), queryFn: getRiderCash, staleTime: 0 });
