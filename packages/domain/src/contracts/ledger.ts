import { z } from 'zod';
import { isCalendarDay } from '../kenya-day.ts';
import { POSTING_KINDS } from '../ledger.ts';
import { zObjectId } from './common.ts';
import { MAX_TIP } from '../tips.ts';

const blankIsMissing = (v: unknown) => (v === '' ? undefined : v);
const zDay = (label: string) => z.preprocess(blankIsMissing, z.string().refine(isCalendarDay, `${label} must be a calendar day written YYYY-MM-DD`).optional());

/** Statement period in Kenyan calendar days (both included); the admin names whose statement. */
export const ZStatementQuery = z.object({
  from: zDay('from'),
  to: zDay('to'),
  format: z.preprocess(blankIsMissing, z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional()),
  partnerId: z.preprocess(blankIsMissing, zObjectId('partnerId').optional()),
  driverId: z.preprocess(blankIsMissing, zObjectId('driverId').optional()),
});
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

export const ZStatementLine = z.object({
  /** Kenyan calendar day, YYYY-MM-DD. */
  date: z.string(),
  /** The order number (SKN-…), or null for payouts, hand-overs and adjustments. */
  orderId: z.string().nullable(),
  what: z.string(),
  /** What happened and on which order, in the reader's language ('Order delivered · SKN-…'); never a database id. */
  description: z.string(),
  /** Shillings: what the line was taken from, what was deducted, and what it added to (or took from) the balance. */
  gross: z.number(),
  deduction: z.number(),
  net: z.number(),
  /** The kind of money event, for grouping (e.g. deliveryCompleted, payoutSent). */
  kind: z.enum(POSTING_KINDS),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

export const ZStatement = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(ZStatementLine),
  totals: z.object({
    /** Earned in the period (delivered orders less commission, delivery shares, tips, adjustments). */
    earned: z.number(),
    /** Paid out in the period (failed payouts returned). */
    paidOut: z.number(),
    /** What Sokoni owes the account at the end of the period. */
    balance: z.number(),
    /** Riders only: cash collected on delivery and not yet handed over, at the end of the period. */
    cashHeld: z.number().optional(),
  }),
});
export type TStatement = z.infer<typeof ZStatement>;

/** Where a rider stands now, in shillings. */
export const ZRiderCash = z.object({
  cashHeld: z.number(),
  earnings: z.number(),
  /** Positive: Sokoni owes the rider; negative: the rider owes Sokoni. */
  net: z.number(),
  limit: z.number(),
  mayTakeCashOrders: z.boolean(),
});
export type TRiderCash = z.infer<typeof ZRiderCash>;

const zShillings = (label: string) =>
  z
    .number({ error: `${label} must be a number of shillings` })
    .refine((v) => Number.isFinite(v) && Math.round(v * 100) === Math.round(v * 100 * 1e6) / 1e6, `${label} must have at most two decimals`);

const zAdminReason = z.string({ error: 'reason is required' }).trim().min(5, 'reason must be at least 5 characters').max(500, 'reason must be at most 500 characters');

export const ZCommissionRequest = z.object({
  /** null returns the store to COMMISSION_PERCENT. */
  commissionPercent: z
    .number({ error: 'commissionPercent must be a number from 0 to 100, or null' })
    .min(0, 'commissionPercent must be from 0 to 100')
    .max(100, 'commissionPercent must be from 0 to 100')
    .refine((v) => Math.round(v * 100) === v * 100, 'commissionPercent must have at most two decimals')
    .nullable(),
  reason: zAdminReason,
});
export type TCommissionRequest = z.input<typeof ZCommissionRequest>;
export const ZCommissionResponse = z.object({ partnerId: z.string(), commissionPercent: z.number(), ownRate: z.boolean() });

export const ZAccountKind = z.enum(['partner', 'driver'], { error: "accountKind must be 'partner' or 'driver'" });

export const ZAdjustmentRequest = z.object({
  accountKind: ZAccountKind,
  accountId: zObjectId('accountId'),
  /** Shillings, signed: positive adds to what Sokoni owes the account, negative takes from it. */
  amount: zShillings('amount').refine((v) => v !== 0, 'amount must not be zero'),
  reason: zAdminReason,
});
export type TAdjustmentRequest = z.input<typeof ZAdjustmentRequest>;

export const ZCashHandOverRequest = z.object({
  amount: zShillings('amount').refine((v) => v > 0, 'amount must be more than zero'),
  /** A receipt number or a few words about where the cash was handed over. */
  reference: z.string({ error: 'reference is required' }).trim().min(2, 'reference must be at least 2 characters').max(200, 'reference must be at most 200 characters'),
});
export type TCashHandOverRequest = z.input<typeof ZCashHandOverRequest>;

export const ZBalance = z.object({
  accountKind: ZAccountKind,
  accountId: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Shillings Sokoni owes the account (may be negative). */
  balance: z.number(),
  /** Riders: cash collected and not handed over; 0 for shops. */
  cashHeld: z.number(),
  /** What can be paid out now: the balance, less the cash a rider holds; never below 0. */
  due: z.number(),
});
export type TBalance = z.infer<typeof ZBalance>;
export const ZBalanceList = z.array(ZBalance);

export const ZCashTipRequest = z.object({
  amount: zShillings('amount')
    .refine((v) => v > 0, 'amount must be more than zero')
    .refine((v) => v <= MAX_TIP, `amount must be at most ${MAX_TIP}`),
});
export type TCashTipRequest = z.input<typeof ZCashTipRequest>;

/** 'Record a bank or cash payout': money moved outside M-Pesa, with its reference. Without amount, everything due. */
export const ZRecordedPayoutRequest = z.object({
  accountKind: ZAccountKind,
  accountId: zObjectId('accountId'),
  amount: zShillings('amount').refine((v) => v > 0, 'amount must be more than zero').optional(),
  channel: z.enum(['bank', 'cash'], { error: "channel must be 'bank' or 'cash'" }),
  reference: z.string({ error: 'reference is required' }).trim().min(2, 'reference must be at least 2 characters').max(200, 'reference must be at most 200 characters'),
});
export type TRecordedPayoutRequest = z.input<typeof ZRecordedPayoutRequest>;

export const PAYOUT_STATUSES = ['Sent', 'Paid', 'Failed', 'Reversed'] as const;

export const ZPayout = z.object({
  _id: z.string(),
  accountKind: ZAccountKind,
  accountId: z.string(),
  amount: z.number(),
  channel: z.enum(['mpesa', 'bank', 'cash']),
  /** Sent (M-Pesa: waiting for its result) -> Paid or Failed; a Paid M-Pesa payout that M-Pesa took back is Reversed. */
  status: z.enum(PAYOUT_STATUSES),
  /** The bank or cash reference; M-Pesa's receipt once paid. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  /** The store's or rider's name, and for M-Pesa the number paid (07XXXXXXXX). */
  name: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  /** A failed payout sent again: the new payout's id. 'Retry' is offered while this is null. */
  retriedAs: z.string().nullable().optional(),
  updatedAt: z.string().optional(),
});
export type TPayout = z.infer<typeof ZPayout>;

/** 'Pay' through M-Pesa: without amount, the whole balance due (in whole shillings, as M-Pesa pays). */
export const ZMpesaPayoutRequest = z.object({
  accountKind: ZAccountKind,
  accountId: zObjectId('accountId'),
  amount: z
    .number({ error: 'amount must be a number of shillings' })
    .int('M-Pesa pays whole shillings: amount must have no cents')
    .min(10, "amount must be at least 10 (M-Pesa's minimum)")
    .optional(),
});
export type TMpesaPayoutRequest = z.input<typeof ZMpesaPayoutRequest>;

export const ZPayoutQuery = z.object({
  status: z.preprocess(blankIsMissing, z.enum(PAYOUT_STATUSES, { error: 'status must be Sent, Paid, Failed or Reversed' }).optional()),
  accountKind: z.preprocess(blankIsMissing, ZAccountKind.optional()),
  accountId: z.preprocess(blankIsMissing, zObjectId('accountId').optional()),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type TPayoutQuery = z.input<typeof ZPayoutQuery>;
export const ZPayoutList = z.object({ items: z.array(ZPayout) });
export type TPayoutList = z.infer<typeof ZPayoutList>;

/** M-Pesa took back a payout it had paid: the balance is owed again (audited). */
export const ZPayoutReversalRequest = z.object({ reason: zAdminReason });
export type TPayoutReversalRequest = z.input<typeof ZPayoutReversalRequest>;

/** The money rules in force, for the console: rates, limits, and whether M-Pesa payouts are on. */
export const ZMoneySettings = z.object({
  commissionPercent: z.number(),
  riderSharePercent: z.number(),
  riderCashLimit: z.number(),
  /** 'Pay all due' pays balances of at least this many shillings. */
  payoutMinimum: z.number(),
  mpesaPayouts: z.boolean(),
});
export type TMoneySettings = z.infer<typeof ZMoneySettings>;

/** A store's commission: its own rate, or COMMISSION_PERCENT. */
export const ZCommissionView = z.object({
  partnerId: z.string(),
  businessName: z.string(),
  commissionPercent: z.number(),
  ownRate: z.boolean(),
  defaultPercent: z.number(),
});
export type TCommissionView = z.infer<typeof ZCommissionView>;

export const ZReconciliationQuery = z.object({ from: zDay('from'), to: zDay('to') });
export type TReconciliationQuery = z.infer<typeof ZReconciliationQuery>;

/** One Nairobi day of money, in shillings, from the ledger. */
export const ZReconciliationDay = z.object({
  date: z.string(),
  /** Money that reached Sokoni's M-Pesa: orders paid and tips. */
  mpesaReceived: z.number(),
  /** Order totals paid by M-Pesa (the part of mpesaReceived that paid for orders). */
  ordersPaidByMpesa: z.number(),
  cashCollected: z.number(),
  /** Order money that became payable to shops, riders and Sokoni on delivery. */
  delivered: z.number(),
  refundsOwed: z.number(),
  refundsSent: z.number(),
  /** Paid out, failed payouts returned. */
  payouts: z.number(),
  cashHandedOver: z.number(),
  /** Cash every rider together still held at the end of the day. */
  riderCashOutstanding: z.number(),
});

export const ZReconciliation = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(ZReconciliationDay),
  /** Everything that does not add up, listed rather than hidden. */
  mismatches: z.array(z.object({ date: z.string().nullable(), orderId: z.string().nullable(), problem: z.string() })),
});
export type TReconciliation = z.infer<typeof ZReconciliation>;
