import { z } from 'zod';
import { optionalText, requiredText, zObjectId } from './common.ts';

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

export const ZProblemReport = z.object({
  kind: z.enum(PROBLEM_KINDS, { error: `kind must be one of ${PROBLEM_KINDS.join(', ')}` }),
  lines: z.array(ZProblemLine).max(100, 'at most 100 lines').default([]),
  note: optionalText('note', 1000),
});
export type TProblemReport = z.input<typeof ZProblemReport>;

export const ZProblemAnswer = z.object({ message: requiredText('message', 500) });

/** What the admin decides. Refunds and credit come with the money ledger; until then a problem is redelivered or rejected. */
export const ZProblemResolution = z
  .object({
    outcome: z.enum(['redeliver', 'reject'], { error: 'outcome must be redeliver or reject' }),
    reason: optionalText('reason', 500),
  })
  .refine((r) => r.outcome !== 'reject' || (r.reason ?? '').length > 0, { message: 'A rejection needs a reason the customer will read', path: ['reason'] });

export const ZProblem = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  kind: z.enum(PROBLEM_KINDS),
  lines: z.array(z.object({ item: z.string(), name: z.string(), quantity: z.number(), price: z.number(), storeId: z.string() })),
  note: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(PROBLEM_STATUSES),
  /** What the affected items cost the customer, in shillings. */
  amount: z.number(),
  answers: z.array(z.object({ storeId: z.string(), storeName: z.string(), message: z.string(), at: z.string() })),
  outcome: z.enum(['redeliver', 'reject']).nullable(),
  outcomeReason: z.string().nullable(),
  createdAt: z.string(),
  /** When the admin should have decided (PROBLEM_SLA_HOURS after the report). */
  dueAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TProblem = z.infer<typeof ZProblem>;
