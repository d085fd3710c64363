import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** GET /api/user/me: the stored user is refreshed from it; a failure leaves the stored one. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: () => api.get<TUser>('/api/user/me', { auth: 'user' }) });
