import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { checkoutKeys } from './query-keys.ts';

/** GET /api/user/me, read for its creditBalance: the credit the server will apply at placement. */
export const creditQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: checkoutKeys.credit,
    queryFn: async () => (await api.get<TUser>('/api/user/me', { auth: 'user' })).creditBalance ?? 0,
    enabled,
  });
