import { queryOptions } from '@tanstack/react-query';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';
import { partnerKeys } from './query-keys.ts';

/** GET /api/partner: the logged-in store as it sees itself. */
export function getPartner(): Promise<TPartner> {
  return api.get<TPartner>('/api/partner', { auth: 'partner' });
}

export const partnerQueryOptions = () => queryOptions({ queryKey: partnerKeys.me, queryFn: getPartner });
