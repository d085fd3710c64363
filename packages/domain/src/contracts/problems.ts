import { z } from 'zod';
import { optionalText, requiredText, zObjectId } from './common.ts';
import { ZOrderedOption } from './product-options.ts';

/** What went wrong with a delivered order. */
export const PROBLEM_KINDS = ['missing_item', 'wrong_item', 'damaged', 'late', 'driver_behaviour', 'other'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** Where a report stands: the shop may answer an open one; the admin resolves or rejects it. */
export const PROBLEM_STATUSES = ['open', 'answered', 'resolved', 'rejected'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const MAX_PROBLEM_PHOTOS = 3;

export const ZProblemLine = z.object({
  item: zObjectId('item'),
  quantity: z.coerce.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(1000),
});

/** How the customer would like money back, if any is given: to M-Pesa (when they paid by it) or as Sokoni credit. */
export const REFUND_CHOICES = ['mpesa', 'credit'] as const;

export const ZProblemReport = z.object({
  kind: z.enum(PROBLEM_KINDS, { error: `kind must be one of ${PROBLEM_KINDS.join(', ')}` }),
  lines: z.array(ZProblemLine).max(100, 'at most 100 lines').default([]),
  note: optionalText('note', 1000),
  refundAs: z.enum(REFUND_CHOICES, { error: 'refundAs must be mpesa or credit' }).optional(),
});
export type TProblemReport = z.input<typeof ZProblemReport>;

export const ZProblemAnswer = z.object({ message: requiredText('message', 500) });

export const PROBLEM_OUTCOMES = ['refund', 'credit', 'redeliver', 'reject'] as const;
export type ProblemOutcome = (typeof PROBLEM_OUTCOMES)[number];
/** Who gives the items' money back: the shop that sold them, or the platform as a goodwill gesture. */
export const ITEM_PAYERS = ['shop', 'platform'] as const;
/** Who gives the delivery fee back: the platform, or the rider who delivered. */
export const FEE_PAYERS = ['platform', 'rider'] as const;

/**
 * What the admin decides. 'refund' pays the chosen items (and perhaps the delivery fee) back to
 * M-Pesa when the order was paid by it, else as Sokoni credit; 'credit' always as credit.
 */
export const ZProblemResolution = z
  .object({
    outcome: z.enum(PROBLEM_OUTCOMES, { error: `outcome must be one of ${PROBLEM_OUTCOMES.join(', ')}` }),
    lines: z.array(ZProblemLine).max(100, 'at most 100 lines').optional(),
    includeDeliveryFee: z.boolean({ error: 'includeDeliveryFee must be true or false' }).optional(),
    itemsPaidBy: z.enum(ITEM_PAYERS, { error: 'itemsPaidBy must be shop or platform' }).optional(),
    feePaidBy: z.enum(FEE_PAYERS, { error: 'feePaidBy must be platform or rider' }).optional(),
    reason: optionalText('reason', 500),
  })
  .refine((r) => r.outcome !== 'reject' || (r.reason ?? '').length > 0, { message: 'A rejection needs a reason the customer will read', path: ['reason'] });
export type TProblemResolution = z.input<typeof ZProblemResolution>;

/** The money a refund or credit decision gave back, in shillings. */
export const ZProblemSettlement = z.object({
  /** Sent to the paying phone by M-Pesa (whole shillings). */
  mpesa: z.number(),
  /** Added to the customer's Sokoni credit. */
  credit: z.number(),
  lines: z.array(z.object({ item: z.string(), quantity: z.number(), amount: z.number() })),
  deliveryFee: z.number(),
  itemsPaidBy: z.enum(ITEM_PAYERS),
  feePaidBy: z.enum(FEE_PAYERS).nullable(),
});
export type TProblemSettlement = z.infer<typeof ZProblemSettlement>;

export const ZProblem = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  /** price: the item's unit price paid, options included; choices: the options chosen (absent when none). */
  lines: z.array(z.object({ item: z.string(), name: z.string(), quantity: z.number(), price: z.number(), storeId: z.string(), choices: z.array(ZOrderedOption).optional() })),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(PROBLEM_STATUSES),
  /** What the affected items cost the customer, in shillings. */
  amount: z.number(),
  answers: z.array(z.object({ storeId: z.string(), storeName: z.string(), message: z.string(), at: z.string() })),
  outcome: z.enum(PROBLEM_OUTCOMES).nullable(),
  /** The customer's wish for money back; null when they did not say. */
  refundAs: z.enum(REFUND_CHOICES).nullable().optional(),
  /** What a refund or credit decision gave back; null otherwise. */
  settlement: ZProblemSettlement.nullable().optional(),
  /** The order's delivery fee and payment method, for the admin deciding what to give back. */
  deliveryFee: z.number().optional(),
  paymentMethod: z.string().optional(),
  outcomeReason: z.string().nullable(),
  createdAt: z.string(),
  /** When the admin should have decided (PROBLEM_SLA_HOURS after the report). */
  dueAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TProblem = z.infer<typeof ZProblem>;
