import { z } from 'zod';
import { zObjectId } from './common.ts';
import { zQuantity } from './orders.ts';

/** The store proposes another of its products for one unavailable item of its sub-order. */
export const ZSubstitutionProposal = z.object({
  itemId: zObjectId('itemId'),
  replacementProductId: zObjectId('replacementProductId'),
  /** Defaults to the quantity ordered. */
  quantity: zQuantity.optional(),
});
export type TSubstitutionProposal = z.input<typeof ZSubstitutionProposal>;

export const ZSubstitutionAnswer = z.object({ approve: z.boolean({ error: 'approve must be true or false' }) });

export const SUBSTITUTION_STATES = ['proposed', 'approved', 'refused', 'expired'] as const;

export const ZSubstitution = z.object({
  _id: z.string(),
  orderId: z.string(),
  subOrderId: z.string(),
  /** The order line; null once the item was removed (refused or no answer in time). */
  itemId: z.string().nullable(),
  item: z.object({ name: z.string(), quantity: z.number(), price: z.number() }),
  replacement: z.object({ productId: z.string().nullable(), name: z.string(), quantity: z.number(), price: z.number() }),
  /** proposed: waiting for the customer; approved / refused by them; expired: no answer in time, the item was removed. */
  state: z.enum(SUBSTITUTION_STATES),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSubstitution = z.infer<typeof ZSubstitution>;
