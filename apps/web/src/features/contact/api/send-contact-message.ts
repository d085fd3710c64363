import { useMutation } from '@tanstack/react-query';
import type { TContactRequest } from '@sokoni/domain/contracts/contact';
import { api } from '../../../lib/api-client.ts';

/** The message goes to the operator; the visitor's address is only where replies go. */
export function sendContactMessage(body: TContactRequest): Promise<{ message: string }> {
  return api.post('/api/send-email', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
