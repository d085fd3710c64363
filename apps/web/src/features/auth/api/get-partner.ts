import { queryOptions } from '@tanstack/react-query';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

/** GET /api/partner: the logged-in store, including its role. */
export function getPartner(): Promise<TPartner> {
  return api.get<TPartner>('/api/partner', { auth: 'partner' });
}

export const partnerQueryOptions = () => queryOptions({ queryKey: authKeys.partnerProfile, queryFn: getPartner });
