import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/verify-email with the token of a mailed verification link. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.post('/api/auth/verify-email', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
