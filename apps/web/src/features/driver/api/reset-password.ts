import { useMutation } from '@tanstack/react-query';
import type { TDriverResetPasswordRequest } from '@sokoni/domain/contracts/password-reset';
import { api } from '../../../lib/api-client.ts';

export function resetDriverPassword(body: TDriverResetPasswordRequest): Promise<{ message: string }> {
  return api.post('/api/driver/reset-password', body);
}

export function useResetDriverPassword() {
  return useMutation({ mutationFn: resetDriverPassword });
}
