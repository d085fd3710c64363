import { useMutation } from '@tanstack/react-query';
import type { TLoginRequest, TLoginResponse, TUser } from '@sokoni/domain/contracts/auth';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { api } from '../../../lib/api-client.ts';

/** POST /api/login answers with the account that matched: a customer or a store. */
export type LoginResult = TLoginResponse & ({ role: 'user'; user: TUser } | { role: 'partner'; partner: TPartner });

export function login(body: TLoginRequest): Promise<LoginResult> {
  return api.post<LoginResult>('/api/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
