import { useMutation } from '@tanstack/react-query';
import type { TRequestResetRequest } from '@sokoni/domain/contracts/password-reset';
import { api } from '../../../lib/api-client.ts';

/** Answers the same sentence whether or not the address has an account. */
export function requestReset(body: TRequestResetRequest): Promise<{ message: string }> {
  return api.post('/api/auth/request-reset', body);
}

export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}
