import { z } from 'zod';
import { ZReasonRequest } from './admin.ts';
import { ZDeliveryAddress } from './delivery-address.ts';

/** Deliveries the admin should look at, newest first; at most this many at once. */
export const ATTENTION_LIST_CAP = 100;

/**
 * Why a delivery is in the list: PIN entry locked after 5 wrong tries, handed over without the PIN
 * (customer not reachable), or a lock the admin has already lifted (kept in 'all' as history).
 */
export const ATTENTION_KINDS = ['pinLocked', 'withoutPin', 'unlocked'] as const;
export type TAttentionKind = (typeof ATTENTION_KINDS)[number];

export const ZDeliveryAttentionQuery = z.object({
  status: z.enum(['open', 'all'], { error: "status must be 'open' or 'all'" }).default('open'),
});

export const ZDeliveryAttention = z.object({
  /** The order's _id. */
  _id: z.string(),
  orderId: z.string(),
  status: z.string(),
  kind: z.enum(ATTENTION_KINDS),
  pinAttempts: z.number(),
  pinLockedAt: z.string().nullable(),
  /** The rider's note and photo when delivered without the PIN. */
  handoverNote: z.string().nullable(),
  handoverPhoto: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  deliveredBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  customer: z.object({ _id: z.string(), names: z.string(), phoneNumber: z.string() }),
  driver: z.object({ _id: z.string(), name: z.string(), phoneNumber: z.string() }).nullable(),
  delivery: z.object({ town: z.string(), location: z.string(), address: ZDeliveryAddress }),
  /** What the admin may do now. */
  canUnlock: z.boolean(),
  canConfirmDelivery: z.boolean(),
});
export type TDeliveryAttention = z.infer<typeof ZDeliveryAttention>;

export const ZDeliveryAttentionList = z.object({ items: z.array(ZDeliveryAttention) });
export type TDeliveryAttentionList = z.infer<typeof ZDeliveryAttentionList>;

/** 'Mark reviewed' may say what was found ('Called the customer, all fine'). */
export const ZReviewDeliveryRequest = z
  .object({ note: z.string().trim().max(500, 'note must be at most 500 characters').optional() })
  .optional()
  .transform((v) => v ?? {});

/** Unlocking and confirming on the customer's word always say why: the audit log keeps it. */
export const ZDeliveryDecisionRequest = ZReasonRequest;
export type TDeliveryDecisionRequest = z.input<typeof ZDeliveryDecisionRequest>;

export const ZDeliveryAttentionAnswer = z.object({ message: z.string(), delivery: ZDeliveryAttention });
export type TDeliveryAttentionAnswer = z.infer<typeof ZDeliveryAttentionAnswer>;
