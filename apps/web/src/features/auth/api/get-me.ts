import { queryOptions } from '@tanstack/react-query';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

/** GET /api/user/me: the logged-in customer; its whole body becomes the stored `user`. */
export function getMe(): Promise<TUser> {
  return api.get<TUser>('/api/user/me', { auth: 'user' });
}

export const meQueryOptions = () => queryOptions({ queryKey: authKeys.userProfile, queryFn: getMe });
