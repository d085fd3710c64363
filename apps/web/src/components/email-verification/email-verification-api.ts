import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEmailStatus } from '@sokoni/domain/contracts/email-verification';
import { api } from '../../lib/api-client.ts';
import type { SessionRole } from '../../lib/session.ts';

/** GET /api/auth/email-verification: the logged-in account's address and whether it is proven. */
export function getEmailStatus(role: SessionRole): Promise<TEmailStatus> {
  return api.get<TEmailStatus>('/api/auth/email-verification', { auth: role });
}

/** Keyed by the address too, so a saved change of e-mail asks again. */
export const emailStatusQueryOptions = (role: SessionRole, email: string | null) =>
  queryOptions({ queryKey: ['email-verification', role, email], queryFn: () => getEmailStatus(role) });

/** POST /api/auth/email-verification: mails a new verification link to the account's address. */
export function sendVerificationLink(role: SessionRole): Promise<{ message: string }> {
  return api.post('/api/auth/email-verification', undefined, { auth: role });
}

export function useSendVerificationLink(role: SessionRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendVerificationLink(role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email-verification', role] }),
  });
}
