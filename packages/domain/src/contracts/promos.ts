import { z } from 'zod';
import { PROMO_FUNDERS, PROMO_KINDS, PROMO_REFUSALS } from '../promo-rules.ts';
import { zObjectId } from './common.ts';

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;

/** A code as a customer types it at checkout: trimmed; blank means none. */
export const zPromoCodeInput = z
  .string({ error: 'promoCode must be text' })
  .trim()
  .max(30, 'promoCode must be at most 30 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

/** An optional amount: absent, null or '' all mean 'no limit'. */
const optionalShillings = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.number({ error: `${label} must be a number` }).positive(`${label} must be above zero`).max(1_000_000, `${label} is too large`).optional(),
  );

const optionalMoment = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.datetime({ offset: true, error: `${label} must be an ISO time like 2026-12-01T00:00:00+03:00` }).optional(),
  );

export const ZCreatePromoRequest = z
  .object({
    code: z.string({ error: 'code is required' }).trim().regex(PROMO_CODE_PATTERN, 'code must be 3 to 30 letters, digits, - or _'),
    kind: z.enum(PROMO_KINDS, { error: "kind must be 'percent' or 'fixed'" }),
    value: z.number({ error: 'value must be a number' }).positive('value must be above zero').max(1_000_000, 'value is too large'),
    minOrder: optionalShillings('minOrder'),
    maxDiscount: optionalShillings('maxDiscount'),
    totalUses: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.number({ error: 'totalUses must be a number' }).int('totalUses must be a whole number').min(1, 'totalUses must be at least 1').max(10_000_000).optional(),
    ),
    perCustomer: z.boolean().default(false),
    firstOrderOnly: z.boolean().default(false),
    validFrom: optionalMoment('validFrom'),
    validTo: optionalMoment('validTo'),
    partnerId: z.preprocess((v) => (v === '' || v === null ? undefined : v), zObjectId('partnerId').optional()),
    fundedBy: z.enum(PROMO_FUNDERS, { error: "fundedBy must be 'platform' or 'shop'" }),
  })
  .refine((p) => p.kind !== 'percent' || p.value <= 100, { message: 'A percentage must be at most 100', path: ['value'] })
  .refine((p) => Math.abs(Math.round(p.value * 100) - p.value * 100) < 1e-6, {
    message: 'value has at most two decimals',
    path: ['value'],
  })
  .refine((p) => p.fundedBy !== 'shop' || p.partnerId !== undefined, { message: 'A code the shop pays for must name that shop', path: ['partnerId'] })
  .refine((p) => !p.validFrom || !p.validTo || new Date(p.validTo) > new Date(p.validFrom), { message: 'validTo must be after validFrom', path: ['validTo'] });
export type TCreatePromoRequest = z.input<typeof ZCreatePromoRequest>;
export type TCreatePromo = z.output<typeof ZCreatePromoRequest>;

export const PROMO_STATES = ['active', 'paused', 'scheduled', 'expired', 'used-up'] as const;

export const ZPromo = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  minOrder: z.number().nullable(),
  maxDiscount: z.number().nullable(),
  totalUses: z.number().nullable(),
  perCustomer: z.boolean(),
  firstOrderOnly: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  shop: z.object({ _id: z.string(), shopName: z.string() }).nullable(),
  fundedBy: z.enum(PROMO_FUNDERS),
  paused: z.boolean(),
  /** Live uses: released uses (orders cancelled before preparing) are not counted. */
  usedCount: z.number(),
  /** Where the code stands now, for the console's list. */
  state: z.enum(PROMO_STATES),
  createdAt: z.string(),
});
export type TPromo = z.infer<typeof ZPromo>;

export const ZPromoList = z.object({ promos: z.array(ZPromo) });
export type TPromoList = z.infer<typeof ZPromoList>;

export const ZPromoUse = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  discount: z.number(),
  at: z.string(),
  released: z.boolean(),
});
export const ZPromoUses = z.object({ code: z.string(), uses: z.array(ZPromoUse) });
export type TPromoUses = z.infer<typeof ZPromoUses>;

/** A quote's or order's answer about the code it was given. */
export const ZAppliedPromo = z.object({ code: z.string(), discount: z.number() });

/** The 409 when a code does not apply: `promo.reason` says which rule refused it. */
export const ZPromoRefusal = z.object({ message: z.string(), promo: z.object({ code: z.string(), reason: z.enum(PROMO_REFUSALS) }) });
