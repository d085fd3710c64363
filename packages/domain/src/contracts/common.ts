import { z } from 'zod';
import { isObjectId } from '../ids.ts';
import { normalizeKenyanPhone } from '../phone.ts';
import { parseLatLng } from '../geo.ts';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 2000) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional();

export const zObjectId = (label = 'id') =>
  z.string({ error: `${label} is required` }).refine(isObjectId, `${label} must be a 24-character id`);

export const zEmail = (label = 'email') =>
  requiredText(label, 254)
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' }));

export const BLANK_PASSWORD = 'Password cannot be only spaces';

/** Spaces alone pass a length rule but are the first thing anyone guesses. */
export const isBlankPassword = (password: string): boolean => password.length > 0 && password.trim() === '';

export const zPassword = z
  .string({ error: 'password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`)
  .refine((v) => !isBlankPassword(v), BLANK_PASSWORD);

/** A Kenyan phone number in any common form, normalised to +254XXXXXXXXX. */
export const zKenyanPhone = (label = 'phoneNumber') =>
  requiredText(label, 30).transform((value, ctx) => {
    const normalized = normalizeKenyanPhone(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid phone number' });
      return z.NEVER;
    }
    return normalized;
  });

/** A pinned map location as 'lat,lng'. */
export const zLocation = (label = 'location') =>
  requiredText(label, 64).refine((v) => parseLatLng(v) !== null, `${label} must be a pinned map point (lat,lng)`);

export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
