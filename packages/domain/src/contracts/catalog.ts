import { z } from 'zod';
import { zObjectId } from './common.ts';
import {
  SEARCH_MAX_QUERY_LENGTH,
  MIN_RATING,
  MAX_RATING,
  MAX_COMMENT_LENGTH,
  RATING_INVALID_MESSAGE,
  COMMENT_REQUIRED_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  STOREFRONT_VIEWS,
  STOREFRONT_SORTS,
} from '../catalog-rules.ts';
import { ZNearQuery, ZReachSection, ZStoreReach } from './delivery-reach.ts';
import { ZProductOptions } from './product-options.ts';

/** Largest page a list answers when `limit` is given. */
export const LIST_MAX_LIMIT = 100;
/**
 * Lists called without `limit` keep the spec's plain-array answer, but never grow without bound:
 * they stop at this many rows (ask with limit/cursor for more).
 */
export const UNPAGED_LIST_CAP = 500;
/** Deep OFFSETs get slow; past this, clients page with `cursor`. */
export const MAX_OFFSET = 10_000;
export const STOREFRONT_DEFAULT_LIMIT = 24;

// The plain rules live outside the contracts so pages that need no zod can read them; callers
// of the contracts still find them here.
export * from '../catalog-rules.ts';

/**
 * Free text from a query string, made safe to use: the first value when repeated, whitespace
 * collapsed, control characters and broken surrogates dropped, trimmed and cut to `max`
 * characters (whole code points, so an emoji is never split). Never rejects: hostile text just
 * becomes plain text.
 */
export function cleanSearchText(value: unknown, max = SEARCH_MAX_QUERY_LENGTH): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  const cleaned = first
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    // Half of a surrogate pair is not a character; the database would store it as U+FFFD.
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();
  return Array.from(cleaned).slice(0, max).join('').trim();
}

// `.optional()` before the transform: an absent parameter is then cleaned like an empty one.
const zText = z
  .unknown()
  .optional()
  .transform((v) => cleanSearchText(v));
const zOptionalText = z
  .unknown()
  .transform((v) => cleanSearchText(v) || undefined)
  .optional();

/** Query-string number: '' and absent mean "not given"; anything else must be a number. */
const zQueryNumber = (label: string, min: number, max: number, integer = false) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v[0] : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)), {
        message: integer ? `${label} must be a whole number from ${min} to ${max}` : `${label} must be a number from ${min} to ${max}`,
      })
      .optional(),
  );

export const ZPageQuery = z.object({
  limit: zQueryNumber('limit', 1, LIST_MAX_LIMIT, true),
  cursor: z.string().max(400, 'cursor is not valid').optional(),
  offset: zQueryNumber('offset', 0, MAX_OFFSET, true),
});
export type TPageQuery = z.output<typeof ZPageQuery>;

export const ZPartnerIdQuery = ZPageQuery.extend({ partnerId: zObjectId('partnerId').optional() });
export const ZSubcategoryQuery = ZPageQuery.extend({ subcategory: zText });

export const zPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const ZRatingSummary = z.object({ average: z.number(), count: z.number() });

export const ZProductShop = z.object({
  _id: z.string(),
  shopName: z.string(),
  town: z.string(),
  location: z.string(),
  slug: z.string(),
});

/**
 * A product's discounted price as every answer gives it: null without a discount, never 0 (the
 * original client reads `discountedPrice ?? price`, so a 0 would price the product at nothing).
 */
export const answeredDiscount = (discountedPrice: number | null | undefined): number | null =>
  discountedPrice !== null && discountedPrice !== undefined && discountedPrice > 0 ? discountedPrice : null;

export const ZProduct = z.object({
  _id: z.string(),
  partnerId: z.string(),
  name: z.string(),
  price: z.number(),
  /** The selling price when the product is discounted; null (never 0) without a discount. */
  discountedPrice: z.number().positive().nullable(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  inventory: z.number(),
  /** The most one order may take, set by the shop; null when only the platform's line limit applies. */
  maxPerOrder: z.number().nullable().optional(),
  description: z.string(),
  tags: z.array(z.string()),
  images: z.array(z.string()),
  primaryImage: z.string().nullable(),
  /** False while its shop marked it sold out (the stock count is kept); it cannot be ordered then. */
  available: z.boolean(),
  /** When a sold-out mark ends by itself; null while available or until turned back on. */
  soldOutUntil: z.string().nullable(),
  shop: ZProductShop,
  ratings: ZRatingSummary,
  createdAt: z.string(),
  /** Its option groups (sizes, extras, weights); absent when it has none (decision 038). */
  options: ZProductOptions.optional(),
  /** Only with `near`: how its shop reaches the chosen place. */
  reach: ZStoreReach.optional(),
});
export type TProduct = z.infer<typeof ZProduct>;
/**
 * Every product list answers `{ products }`, as the spec's calls say and its client reads
 * (`response.data.products`). With limit/cursor/offset it is one page and carries `nextCursor`.
 */
export const ZProductList = z.object({
  products: z.array(ZProduct),
  /** Only on paged answers: the cursor of the next page, null on the last one. */
  nextCursor: z.string().nullable().optional(),
});
export type TProductList = z.infer<typeof ZProductList>;

export const ZStorefrontQuery = ZPageQuery.extend({
  view: z.enum(STOREFRONT_VIEWS, { error: `view must be one of ${STOREFRONT_VIEWS.join(', ')}` }).default('menu'),
  /** Partner id, slug or business name. */
  shop: zOptionalText,
  category: zOptionalText,
  subcategory: zOptionalText,
  /** Name text, as the landing search sends it; same as q. */
  product: zOptionalText,
  q: zOptionalText,
  /** Business name, exact (any case). */
  vendor: zOptionalText,
  minPrice: zQueryNumber('minPrice', 0, 1e10),
  maxPrice: zQueryNumber('maxPrice', 0, 1e10),
  minRating: zQueryNumber('minRating', 0, MAX_RATING),
  sort: z.enum(STOREFRONT_SORTS, { error: `sort must be one of ${STOREFRONT_SORTS.join(', ')}` }).default('relevance'),
  /** 'true' or '1' adds the number of matching products, counted up to STOREFRONT_TOTAL_CAP. */
  withTotal: z.enum(['true', 'false', '1', '0']).optional(),
  /** With `near`: only products of stores that deliver there ('near') or of the others ('far'). */
  reach: ZReachSection.optional(),
}).extend(ZNearQuery.shape);
export type TStorefrontQuery = z.output<typeof ZStorefrontQuery>;

/** Totals stop counting here: a larger total is answered as this number with `totalCapped` ('1,000+'). */
export const STOREFRONT_TOTAL_CAP = 1000;

export const ZStorefrontResponse = zPage(ZProduct).extend({
  /** With withTotal: how many products match, counted up to STOREFRONT_TOTAL_CAP. */
  total: z.number().optional(),
  /** With withTotal: true when more than STOREFRONT_TOTAL_CAP match (total is then the cap: show '1,000+'). */
  totalCapped: z.boolean().optional(),
});
export type TStorefrontResponse = z.infer<typeof ZStorefrontResponse>;

export const ZFacetsQuery = z.object({ category: zOptionalText });
export const ZFacets = z.object({
  vendors: z.array(z.object({ _id: z.string(), businessName: z.string(), slug: z.string() })),
  categories: z.array(z.string()),
  /** All subcategories, or those of `category` when it is given. */
  subcategories: z.array(z.string()),
});
export type TFacets = z.infer<typeof ZFacets>;

export const ZSearchQuery = z.object({ q: zText }).extend(ZNearQuery.shape);
export const ZSearchResponse = z.object({
  categories: z.array(z.string()),
  subcategories: z.array(z.string()),
  partners: z.array(
    z.object({
      businessName: z.string(),
      _id: z.string(),
      slug: z.string(),
      /** Whether the store takes orders now and when that changes (Nairobi time), as store answers say. */
      openNow: z.boolean(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      paused: z.boolean(),
      /** Only with `near`: stores that deliver there come first, nearest first. */
      reach: ZStoreReach.optional(),
    }),
  ),
  /** With `near`, products of stores that deliver there come first. */
  products: z.array(z.object({ name: z.string(), _id: z.string(), partnerId: z.string(), reach: ZStoreReach.optional() })),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const ZReview = z.object({
  _id: z.string(),
  user: z.object({ username: z.string(), names: z.string() }).nullable(),
  rating: z.number().nullable(),
  comment: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** 'Ordered here': the reviewer received an order from this shop (the product's shop for a product). */
  verifiedPurchase: z.boolean(),
});
export type TReview = z.infer<typeof ZReview>;
export const ZReviewsResponse = z.object({ reviews: z.array(ZReview) });

const zRating = z.unknown().optional().transform((value, ctx) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_RATING || n > MAX_RATING) {
    ctx.addIssue({ code: 'custom', message: RATING_INVALID_MESSAGE });
    return z.NEVER;
  }
  return n;
});

/** A trimmed comment; blank counts as none. */
const zOptionalComment = z.unknown().optional().transform((value, ctx): string | undefined => {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    ctx.addIssue({ code: 'custom', message: 'comment must be text' });
    return z.NEVER;
  }
  const text = (value ?? '').trim();
  if (text.length > MAX_COMMENT_LENGTH) {
    ctx.addIssue({ code: 'custom', message: COMMENT_TOO_LONG_MESSAGE });
    return z.NEVER;
  }
  return text || undefined;
});

const zRequiredComment = zOptionalComment.transform((text, ctx): string => {
  if (text === undefined) {
    ctx.addIssue({ code: 'custom', message: COMMENT_REQUIRED_MESSAGE });
    return z.NEVER;
  }
  return text;
});

/** Any `user` field a client sends is dropped: the reviewer is always the token's user. */
export const ZRateRequest = z.object({ rating: zRating, comment: zOptionalComment.optional() }, { error: RATING_INVALID_MESSAGE });
export type TRateRequest = z.input<typeof ZRateRequest>;
export const ZRateResponse = z.object({ averageRating: z.number(), count: z.number(), message: z.string(), review: ZReview });

export const ZCommentRequest = z.object({ comment: zRequiredComment }, { error: COMMENT_REQUIRED_MESSAGE });
export type TCommentRequest = z.input<typeof ZCommentRequest>;
export const ZCommentResponse = z.object({ message: z.string(), review: ZReview });
