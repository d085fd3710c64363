import { z } from 'zod';
import { normalizeKenyanPhone } from '../phone.ts';

/** How long each part of a rider-findable address may be (one SMS-sized landmark, a short paragraph of directions). */
export const ADDRESS_LIMITS = { landmark: 120, building: 120, directions: 500 } as const;
export const LANDMARK_EXAMPLE = 'Opposite Naivas, blue gate';

/** Blank text means 'not given': stored as null so a form's empty field never overwrites with ''. */
const zAddressText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The person receiving, when it is not the account holder: a Kenyan number, kept as +254XXXXXXXXX. */
const zContactPhone = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(30, `${label} is too long`)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const normalized = normalizeKenyanPhone(value);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a Kenyan phone number like 0712 345 678` });
        return z.NEVER;
      }
      return normalized;
    });

/** What helps a rider find a home with no street address. Every part is optional. */
export const zDeliveryAddressInput = (prefix: string) =>
  z.object(
    {
      landmark: zAddressText(`${prefix}landmark`, ADDRESS_LIMITS.landmark),
      building: zAddressText(`${prefix}building`, ADDRESS_LIMITS.building),
      directions: zAddressText(`${prefix}directions`, ADDRESS_LIMITS.directions),
      contactPhone: zContactPhone(`${prefix}contactPhone`),
    },
    { error: `${prefix.replace(/\.$/, '') || 'address'} must be an object` },
  );
export type TDeliveryAddressInput = z.input<ReturnType<typeof zDeliveryAddressInput>>;

export const ZDeliveryAddress = z.object({
  landmark: z.string().nullable(),
  building: z.string().nullable(),
  directions: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddress>;

export const EMPTY_ADDRESS: TDeliveryAddress = { landmark: null, building: null, directions: null, contactPhone: null };

/** True when nothing beyond the pin was given. */
export const isEmptyAddress = (a: TDeliveryAddress | null | undefined): boolean => !a || (!a.landmark && !a.building && !a.directions && !a.contactPhone);
