/** Why a payment prompt did not end in a payment, in the few kinds a customer can act on. */
export type MpesaFailureReason = 'insufficient-funds' | 'cancelled' | 'no-answer' | 'wrong-pin' | 'expired' | 'busy' | 'other';

export type MpesaOutcome = { paid: true } | { paid: false; reason: MpesaFailureReason; summary: string };

/**
 * Daraja's common STK ResultCodes. 1037 covers both 'no answer in time' and 'phone unreachable'
 * (Daraja sends one code for both); 1001 means another prompt is still open on that phone.
 */
const FAILURES: Record<number, { reason: MpesaFailureReason; summary: string }> = {
  1: { reason: 'insufficient-funds', summary: 'Not enough money in the M-Pesa account' },
  1032: { reason: 'cancelled', summary: 'Cancelled on the phone' },
  1037: { reason: 'no-answer', summary: 'No answer from the phone in time, or the phone could not be reached' },
  2001: { reason: 'wrong-pin', summary: 'Wrong M-Pesa PIN' },
  1019: { reason: 'expired', summary: 'The payment request expired' },
  1001: { reason: 'busy', summary: 'Another M-Pesa request is still open on this phone' },
};

/** What a Daraja ResultCode means for the payment (reason codes for the web's message catalogue, summary for logs and support). */
export function mpesaOutcome(resultCode: number, resultDesc = ''): MpesaOutcome {
  if (resultCode === 0) return { paid: true };
  const known = FAILURES[resultCode];
  if (known) return { paid: false, ...known };
  return { paid: false, reason: 'other', summary: resultDesc ? `M-Pesa said: ${resultDesc}` : `M-Pesa result ${resultCode}` };
}

/** The ResultCode and ResultDesc Daraja sends for each failure, so the simulator answers as Daraja does. */
export const DARAJA_FAILURES = {
  'insufficient-funds': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  cancelled: { code: 1032, desc: 'Request Cancelled by user.' },
  'no-answer': { code: 1037, desc: 'DS timeout user cannot be reached.' },
  'wrong-pin': { code: 2001, desc: 'The initiator information is invalid.' },
  expired: { code: 1019, desc: 'Transaction has expired.' },
} as const;
