import { useMutation } from '@tanstack/react-query';
import type { TUser, TUserSignupRequest } from '@sokoni/domain/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export interface UserSignupResult {
  user: TUser;
  token: string;
  message: string;
}

export function userSignup(body: TUserSignupRequest): Promise<UserSignupResult> {
  return api.post<UserSignupResult>('/api/auth/userSignup', body);
}

export function useUserSignup() {
  return useMutation({ mutationFn: userSignup });
}
