import { useMutation } from '@tanstack/react-query';
import type { TDriverRequestResetRequest } from '@sokoni/domain/contracts/password-reset';
import { api } from '../../../lib/api-client.ts';

/** Answers the same sentence whether or not the address has a driver account. */
export function requestDriverReset(body: TDriverRequestResetRequest): Promise<{ message: string }> {
  return api.post('/api/driver/request-reset', body);
}

export function useRequestDriverReset() {
  return useMutation({ mutationFn: requestDriverReset });
}
