import { z } from 'zod';
import { MAX_TIP } from '../tips.ts';
import { RIDER_COMMENT_MAX, RIDER_RATING_TAGS } from '../rider-rating.ts';
import { ZOrderedOption, ZProductOptions } from './product-options.ts';

/** A tip in whole shillings; the server checks it again against the order (see whyNotTipAmount). */
export const zTipAmount = z
  .number({ error: 'tip must be a number of shillings' })
  .int('A tip must be a whole number of shillings.')
  .min(0, 'A tip cannot be negative.')
  .max(MAX_TIP, `A tip can be at most Ksh ${MAX_TIP.toLocaleString('en-KE')}.`);

/** The order's tip for its rider, its own line beside the items and the fee. */
export const ZOrderTip = z.object({
  amount: z.number(),
  /** 'checkout': chosen with the order and paid with it; 'after': added from the order page. */
  addedAt: z.enum(['checkout', 'after']),
  method: z.enum(['cash', 'mpesa']),
  /**
   * Promised: cash the rider has yet to confirm (or a checkout tip not yet delivered); Awaiting: an
   * M-Pesa prompt not yet answered; Paid: the rider's; Failed: the prompt ended unpaid (try again).
   */
  status: z.enum(['Promised', 'Awaiting', 'Paid', 'Failed', 'Declined']),
});
export type TOrderTip = z.infer<typeof ZOrderTip>;

export const ZAddTipRequest = z.object({
  amount: zTipAmount.refine((v) => v >= 1, 'A tip must be at least Ksh 1.'),
  /** 'cash': handed to the rider, who confirms it; 'mpesa': a payment prompt on the customer's phone. */
  method: z.enum(['cash', 'mpesa'], { error: "method must be 'cash' or 'mpesa'" }).default('cash'),
  /** With 'mpesa': the number the prompt goes to (default the customer's own). */
  mpesaPhone: z.string().max(30, 'mpesaPhone is too long').optional(),
});
export type TAddTipRequest = z.input<typeof ZAddTipRequest>;

export const ZRiderRatingRequest = z.object({
  rating: z.number({ error: 'rating must be a whole number from 1 to 5' }).int('rating must be a whole number from 1 to 5').min(1, 'rating must be a whole number from 1 to 5').max(5, 'rating must be a whole number from 1 to 5'),
  tags: z
    .array(z.enum(RIDER_RATING_TAGS, { error: `tags must be among: ${RIDER_RATING_TAGS.join(', ')}` }))
    .max(RIDER_RATING_TAGS.length)
    .optional()
    .transform((tags) => [...new Set(tags ?? [])]),
  comment: z.string().trim().max(RIDER_COMMENT_MAX, `comment must be at most ${RIDER_COMMENT_MAX} characters`).optional(),
});
export type TRiderRatingRequest = z.input<typeof ZRiderRatingRequest>;

export const ZRiderRating = z.object({
  _id: z.string(),
  orderId: z.string(),
  rating: z.number(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TRiderRating = z.infer<typeof ZRiderRating>;

/** What a rider sees of their ratings: never who gave them. */
export const ZRiderRatingSummary = z.object({
  average: z.number().nullable(),
  count: z.number(),
  recent: z.array(ZRiderRating.omit({ orderId: true })),
});
export type TRiderRatingSummary = z.infer<typeof ZRiderRatingSummary>;

export const ZAdminRiderRatings = z.array(
  z.object({
    _id: z.string(),
    username: z.string(),
    phoneNumber: z.string(),
    suspended: z.boolean(),
    average: z.number().nullable(),
    count: z.number(),
    lowRatings: z.number(),
    lastComment: z.string().nullable(),
  }),
);
export type TAdminRiderRatings = z.infer<typeof ZAdminRiderRatings>;

export const ZReorderChange = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('priceChanged'), name: z.string(), from: z.number(), to: z.number() }),
  z.object({ kind: z.literal('soldOut'), name: z.string() }),
  z.object({ kind: z.literal('shopClosed'), name: z.string(), shopName: z.string() }),
  z.object({ kind: z.literal('gone'), name: z.string() }),
  z.object({ kind: z.literal('fewerLeft'), name: z.string(), from: z.number(), to: z.number() }),
  /** A choice of the past order that the product no longer has (or has sold out): the line comes back without it, or not at all when its group must be answered. */
  z.object({ kind: z.literal('optionGone'), name: z.string(), option: z.string() }),
]);

/** GET /api/orders/{id}/reorder: what the cart can take again, at today's prices. */
export const ZReorderAnswer = z.object({
  orderId: z.string(),
  lines: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      quantity: z.number(),
      /** Today's unit price (the discounted one when set, plus today's price changes of the choices kept): what the cart shows. */
      price: z.number(),
      /** The past order's choices that still exist, with today's names and price changes; absent when none. */
      choices: z.array(ZOrderedOption).optional(),
      /** The product as the cart keeps it, so the web adds it like any other product. */
      product: z.object({
        _id: z.string(),
        name: z.string(),
        price: z.number(),
        /** Null without a discount, never 0. */
        discountedPrice: z.number().positive().nullable(),
        primaryImage: z.string().nullable(),
        unit: z.string(),
        inventory: z.number(),
        maxPerOrder: z.number().nullable(),
        shop: z.object({ _id: z.string(), shopName: z.string(), town: z.string() }),
        /** Its option groups today; absent when it has none. */
        options: ZProductOptions.optional(),
      }),
      shop: z.object({ _id: z.string(), shopName: z.string() }),
    }),
  ),
  changes: z.array(ZReorderChange),
});
export type TReorderAnswer = z.infer<typeof ZReorderAnswer>;
