import { z } from 'zod';

/**
 * What Daraja POSTs to the registered C2B validation and confirmation URLs when someone pays the
 * paybill (Lipa na M-Pesa, Paybill): TransAmount arrives as text ("870.00"), MSISDN may be masked.
 */
const ZC2bBody = z.object({
  TransactionType: z.string().optional(),
  TransID: z.string().regex(/^[A-Z0-9]{8,12}$/, 'TransID is not an M-Pesa receipt'),
  TransTime: z.string().optional(),
  TransAmount: z.coerce.number().positive(),
  BusinessShortCode: z.coerce.string(),
  BillRefNumber: z.string().max(40).default(''),
  MSISDN: z.coerce.string().default(''),
});

export interface C2bPayment {
  receipt: string;
  amount: number;
  shortcode: string;
  accountReference: string;
  phone: string;
}

export type ParsedC2b = { ok: true; payment: C2bPayment } | { ok: false; reason: string };

export function parseC2b(body: unknown): ParsedC2b {
  const parsed = ZC2bBody.safeParse(body);
  if (!parsed.success) return { ok: false, reason: `not a C2B payment: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim() };
  const b = parsed.data;
  return { ok: true, payment: { receipt: b.TransID, amount: b.TransAmount, shortcode: b.BusinessShortCode, accountReference: b.BillRefNumber.trim(), phone: b.MSISDN } };
}

/** Daraja's answers to a validation request. */
export const C2B_ACCEPT = { ResultCode: '0', ResultDesc: 'Accepted' } as const;
export const C2B_REJECT_ACCOUNT = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' } as const;
export const C2B_REJECT_AMOUNT = { ResultCode: 'C2B00013', ResultDesc: 'Rejected' } as const;
