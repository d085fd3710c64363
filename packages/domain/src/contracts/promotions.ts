import { z } from 'zod';

export const PROMOTION_MESSAGES_MAX = 10;
export const PROMOTION_MESSAGE_MAX_LENGTH = 140;

/** Shown until the operator saves their own: the landing page's ad banner. */
export const DEFAULT_BANNER_MESSAGES = [
  'Hot food, groceries, pharmacy and more from shops in your town',
  'Great offers every day: see what is discounted today',
  'Own a shop? Sell on Sokoni and reach customers nearby',
  'Drive with Sokoni: no upfront costs, keep 80% of every delivery fee',
] as const;

/** Shown until the operator saves their own: the storefront's three marquee messages. */
export const DEFAULT_MARQUEE_MESSAGES = [
  'Great offers every day from trusted local vendors',
  'Fast local delivery straight to your door',
  'Secure checkout: pay on delivery',
] as const;

const zMessages = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} messages must be text` })
        .trim()
        .min(1, `${label} messages cannot be empty`)
        .max(PROMOTION_MESSAGE_MAX_LENGTH, `${label} messages must be at most ${PROMOTION_MESSAGE_MAX_LENGTH} characters`),
      { error: `${label} must be a list of messages` },
    )
    .min(1, `${label} needs at least one message`)
    .max(PROMOTION_MESSAGES_MAX, `${label} can have at most ${PROMOTION_MESSAGES_MAX} messages`);

/** The landing banner and the storefront marquee, as the operator edits them. */
export const ZPromotions = z.object({ banner: zMessages('banner'), marquee: zMessages('marquee') });
export type TPromotions = z.infer<typeof ZPromotions>;

/** GET /api/promotions, and the answer to the admin's PUT. */
export const ZPromotionsResponse = z.object({
  banner: z.array(z.string()),
  marquee: z.array(z.string()),
  /** When the operator last saved them; null while the defaults are shown. */
  updatedAt: z.string().nullable(),
});
export type TPromotionsResponse = z.infer<typeof ZPromotionsResponse>;
