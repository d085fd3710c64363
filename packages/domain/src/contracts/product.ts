import { z } from 'zod';
import { requiredText } from './common.ts';
import { ZProduct, ZProductShop } from './catalog.ts';
import { MAX_LINE_QUANTITY } from './orders.ts';
import { zProductOptionsInput } from './product-options.ts';

/** The units the product form offers; pcs when none is chosen. */
export const PRODUCT_UNITS = ['pcs', 'kg', 'grams', 'unit', 'set', 'plate', 'other'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const DEFAULT_PRODUCT_UNIT: ProductUnit = 'pcs';

/** Suggestions for the category field; any other category may still be typed. */
export const PRODUCT_CATEGORY_SUGGESTIONS = [
  'Electronics',
  'Fashion',
  'Home & Kitchen',
  'Beauty & Personal Care',
  'Sports & Outdoors',
  'Food',
  'Toys And Games',
  'Health',
  'Pet Supplies',
] as const;

export const MAX_PRODUCT_IMAGES = 5;
export const PRODUCT_IMAGE_LIMIT_MESSAGE = `You can upload a maximum of ${MAX_PRODUCT_IMAGES} images in total.`;
export const PRODUCT_IMAGES_ALREADY_ADDED_MESSAGE = 'All selected images are already added.';
export const DISCOUNT_NOT_BELOW_PRICE_MESSAGE = 'Discounted price must be lower than the price.';

export const MAX_PRODUCT_PRICE = 100_000_000;
export const MAX_PRODUCT_QUANTITY = 1_000_000;
export const MAX_PRODUCT_INVENTORY = 1_000_000;
export const MAX_PRODUCT_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** primaryImage may name a file uploaded with the same form as `new:{index}` (0-based). */
export const NEW_IMAGE_PREFIX = 'new:';
export const newImageRef = (index: number) => `${NEW_IMAGE_PREFIX}${index}`;
export function parseNewImageRef(value: string): number | null {
  if (!value.startsWith(NEW_IMAGE_PREFIX)) return null;
  const rest = value.slice(NEW_IMAGE_PREFIX.length);
  return /^\d{1,2}$/.test(rest) ? Number(rest) : -1;
}

/** The discount rule, shared by the form and by edits that change only one of the two prices. */
export function discountError(price: number, discountedPrice: number): string | null {
  return discountedPrice > 0 && discountedPrice >= price ? DISCOUNT_NOT_BELOW_PRICE_MESSAGE : null;
}

interface NumberRule {
  label: string;
  required: boolean;
  min: number;
  /** true: the value must be above min; false: at least min. */
  aboveMin: boolean;
  max: number;
  decimals: 0 | 2;
}

const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** More than two decimals? Text is judged by its digits ('1.50' is fine), numbers by their value. */
function hasMoreThanTwoDecimals(value: unknown, n: number): boolean {
  if (typeof value === 'string') return (value.split('.')[1]?.replace(/0+$/, '').length ?? 0) > 2;
  return Math.abs(n * 100 - Math.round(n * 100)) > 1e-6;
}

/**
 * A number typed into a form (text) or sent as JSON. Empty means "not given"; everything else
 * must be a plain decimal within the rule, with a sentence that names the field.
 */
function zFormNumber(rule: NumberRule) {
  return z.unknown().optional().transform((value, ctx): number | undefined => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const raw = typeof value === 'string' ? value.trim() : value;
    if (raw === undefined || raw === null || raw === '') return rule.required ? fail(`${rule.label} is required`) : undefined;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMBER_TEXT.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isFinite(n)) return fail(`${rule.label} must be a number`);
    if (rule.aboveMin ? n <= rule.min : n < rule.min) {
      return fail(`${rule.label} must be ${rule.aboveMin ? 'greater than' : 'at least'} ${rule.min}`);
    }
    if (n > rule.max) return fail(`${rule.label} must be at most ${rule.max.toLocaleString('en-KE')}`);
    if (rule.decimals === 0 && !Number.isInteger(n)) return fail(`${rule.label} must be a whole number`);
    if (rule.decimals === 2 && hasMoreThanTwoDecimals(raw, n)) return fail(`${rule.label} can have at most two decimals`);
    return n;
  });
}

/** Tags as typed (comma-separated), or a JSON array, or an array: trimmed, de-duplicated, bounded. */
export const zTags = z.unknown().optional().transform((value, ctx): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'tags must be comma-separated words or a JSON list' });
        return z.NEVER;
      }
    } else {
      list = text.split(',');
    }
  }
  if (!Array.isArray(list) || list.some((t) => typeof t !== 'string')) {
    ctx.addIssue({ code: 'custom', message: 'tags must be comma-separated words or a JSON list' });
    return z.NEVER;
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of (list as string[]).map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean)) {
    if (tag.length > MAX_TAG_LENGTH) {
      ctx.addIssue({ code: 'custom', message: `Each tag can be at most ${MAX_TAG_LENGTH} characters.` });
      return z.NEVER;
    }
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  if (tags.length > MAX_PRODUCT_TAGS) {
    ctx.addIssue({ code: 'custom', message: `You can add at most ${MAX_PRODUCT_TAGS} tags.` });
    return z.NEVER;
  }
  return tags;
});

const zUnit = z.unknown().optional().transform((value, ctx): ProductUnit | undefined => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === undefined || text === null || text === '') return undefined;
  if (typeof text === 'string' && (PRODUCT_UNITS as readonly string[]).includes(text)) return text as ProductUnit;
  ctx.addIssue({ code: 'custom', message: `unit must be one of ${PRODUCT_UNITS.join(', ')}` });
  return z.NEVER;
});

/** Empty text clears an optional field (null); absent leaves it as it is (undefined). */
const zOptionalClearable = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * The shop's own maximum per order: a whole number from 1 to the platform's line limit. Empty
 * (or null) means none, and on an edit clears one that was set; absent leaves it as it is.
 */
const zMaxPerOrder = z.unknown().optional().transform((value, ctx): number | null | undefined => {
  if (value === undefined) return undefined;
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LINE_QUANTITY) {
    ctx.addIssue({ code: 'custom', message: `maxPerOrder must be a whole number from 1 to ${MAX_LINE_QUANTITY}, or empty for no limit` });
    return z.NEVER;
  }
  return n;
});

type RequiredText = ReturnType<typeof requiredText>;

function productShape<R extends boolean>(required: R) {
  const text = (label: string, max: number) =>
    (required ? requiredText(label, max) : requiredText(label, max).optional()) as R extends true ? RequiredText : z.ZodOptional<RequiredText>;
  return {
    name: text('name', 120),
    price: zFormNumber({ label: 'price', required, min: 0, aboveMin: true, max: MAX_PRODUCT_PRICE, decimals: 2 }),
    brand: text('brand', 80),
    category: text('category', 60),
    subCategory: zOptionalClearable('subCategory', 60),
    quantity: zFormNumber({ label: 'quantity', required, min: 0, aboveMin: true, max: MAX_PRODUCT_QUANTITY, decimals: 2 }),
    unit: zUnit,
    inventory: zFormNumber({ label: 'inventory', required, min: 0, aboveMin: false, max: MAX_PRODUCT_INVENTORY, decimals: 0 }),
    description: text('description', 5000),
    tags: zTags,
    /** Empty or 0 means no discount. */
    discountedPrice: zFormNumber({ label: 'discountedPrice', required: false, min: 0, aboveMin: false, max: MAX_PRODUCT_PRICE, decimals: 2 }),
    /** The most one order may take; empty for only the platform's limit. */
    maxPerOrder: zMaxPerOrder,
    /** Option groups (product-options.ts): a list, or JSON text from the multipart form; [] removes them. */
    options: zProductOptionsInput,
  };
}

/** The product form (create): every required field of the spec, defaults applied. */
export const ZProductForm = z
  .object(productShape(true))
  .superRefine((v, ctx) => {
    const error = v.price !== undefined ? discountError(v.price, v.discountedPrice ?? 0) : null;
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['discountedPrice'] });
  })
  .transform((v) => ({
    ...v,
    price: v.price!,
    quantity: v.quantity!,
    inventory: v.inventory!,
    subCategory: v.subCategory ?? null,
    unit: v.unit ?? DEFAULT_PRODUCT_UNIT,
    tags: v.tags ?? [],
    discountedPrice: v.discountedPrice ?? 0,
    maxPerOrder: v.maxPerOrder ?? null,
    options: v.options ?? [],
  }));
export type TProductFormInput = z.input<typeof ZProductForm>;
export type TProductForm = z.output<typeof ZProductForm>;

/**
 * An edit: any subset of the form's fields; a required field that is sent must not be empty.
 * The discount rule is checked against the stored price by the server when only one changes.
 */
export const ZProductEdit = z.object(productShape(false));
export type TProductEdit = z.output<typeof ZProductEdit>;

/** Which images to keep, add and show first, sent beside the form fields. */
export const ZProductImageChanges = z.object({
  /** An existing image path, or new:{index} for a file uploaded with this form. */
  primaryImage: z
    .string({ error: 'primaryImage must be text' })
    .trim()
    .max(500, 'primaryImage is too long')
    .optional()
    .transform((v) => v || undefined),
  deletedImages: z.unknown().optional().transform((value, ctx): string[] => {
    if (value === undefined || value === null || value === '') return [];
    let list: unknown = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value);
      } catch {
        list = null;
      }
    }
    if (!Array.isArray(list) || list.some((p) => typeof p !== 'string') || list.length > 50) {
      ctx.addIssue({ code: 'custom', message: 'deletedImages must be a JSON list of image paths' });
      return z.NEVER;
    }
    return list as string[];
  }),
  /** Only ever the caller's own store; any other value is refused. */
  shopId: z
    .string({ error: 'shopId must be text' })
    .trim()
    .optional()
    .transform((v) => v || undefined),
});
export type TProductImageChanges = z.output<typeof ZProductImageChanges>;

export const ZOwnProductShop = ZProductShop.extend({ businessName: z.string() });

/** A product as its store sees it after creating or editing it: the public product plus its edit details. */
export const ZOwnProduct = ZProduct.extend({
  shopId: z.string(),
  shop: ZOwnProductShop,
  updatedAt: z.string(),
});
export type TOwnProduct = z.infer<typeof ZOwnProduct>;

/** PUT /api/products/{id}/availability: sold out until `until` (ISO) or until turned back on. */
export const ZProductAvailability = z.object({
  available: z.boolean({ error: 'available must be true or false.' }),
  until: z.union([z.literal('endOfDay'), z.iso.datetime({ offset: true, error: "until must be an ISO time or 'endOfDay'." })]).optional(),
});
export type TProductAvailability = z.infer<typeof ZProductAvailability>;
