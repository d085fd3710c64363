import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from './query-keys.ts';

/** GET /api/user/me: the stored user is refreshed from it; a failure leaves the stored one. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.profile, queryFn: () => api.get<TUser>('/api/user/me', { auth: 'user' }) });
