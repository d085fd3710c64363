import { api } from '../../../lib/api-client.ts';

export type TestPhoneAnswer = 'approve' | 'cancel' | 'wrong-pin' | 'no-answer';

/**
 * The development M-Pesa simulator's test phone: pressing a button there makes the simulator call
 * back the server exactly as Safaricom would. Only served with MPESA_ENV=simulator; no money moves.
 */
export function answerTestPrompt(checkoutRequestId: string, answer: TestPhoneAnswer): Promise<unknown> {
  return api.post(`/dev/mpesa-simulator/prompts/${encodeURIComponent(checkoutRequestId)}/answer`, { answer });
}
