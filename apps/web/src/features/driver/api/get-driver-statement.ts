import { queryOptions } from '@tanstack/react-query';
import type { TStatement } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

const path = (from: string, to: string, format?: 'csv') => `/api/driver/statement?${new URLSearchParams({ from, to, ...(format ? { format } : {}) })}`;

/** GET /api/driver/statement?from&to (Kenyan days). */
export function getDriverStatement(from: string, to: string): Promise<TStatement> {
  return api.get<TStatement>(path(from, to), { auth: 'driver' });
}

/** The same statement as CSV text, for the download button. */
export function getDriverStatementCsv(from: string, to: string): Promise<string> {
  return api.get<string>(path(from, to, 'csv'), { auth: 'driver' });
}

export const driverStatementQueryOptions = (driverId: string, from: string, to: string) =>
  queryOptions({ queryKey: driverKeys.statement(driverId, from, to), queryFn: () => getDriverStatement(from, to), staleTime: 0 });
