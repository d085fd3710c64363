import { queryOptions } from '@tanstack/react-query';
import type { TStatement } from '@sokoni/domain/contracts/ledger';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

const path = (from: string, to: string, format?: 'csv') => `/api/partner/statement?${new URLSearchParams({ from, to, ...(format ? { format } : {}) })}`;

/** GET /api/partner/statement?from&to (Kenyan days). */
export function getPartnerStatement(from: string, to: string): Promise<TStatement> {
  return api.get<TStatement>(path(from, to), { auth: 'partner' });
}

/** The same statement as CSV text, for the download button. */
export function getPartnerStatementCsv(from: string, to: string): Promise<string> {
  return api.get<string>(path(from, to, 'csv'), { auth: 'partner' });
}

export const partnerStatementQueryOptions = (partnerId: string, from: string, to: string) =>
  queryOptions({ queryKey: partnerKeys.statement(partnerId, from, to), queryFn: () => getPartnerStatement(from, to), staleTime: 0 });
