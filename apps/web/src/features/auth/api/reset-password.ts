import { useMutation } from '@tanstack/react-query';
import type { TResetPasswordRequest } from '@sokoni/domain/contracts/password-reset';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: TResetPasswordRequest): Promise<{ message: string }> {
  return api.post('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
