import { z } from 'zod';
import { isObjectId } from '../ids.ts';
import { normalizeKenyanPhone } from '../phone.ts';
import { LOCATION_FORMS_HINT, parseLocationInput, shortPlusCodeText } from '../location-input.ts';

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

const MAX_LOCATION_TEXT = 120;

/**
 * A location in any form clients send (location-input.ts): 'lat,lng' text is kept as typed,
 * `{ lat, lng }` and full Plus Codes become 'lat,lng', and a short Plus Code stays as
 * 'PR6C+24 Nairobi' for the server's resolver, which places it near its town
 * (apps/server/src/modules/geo/location-resolver.ts). Free text is refused.
 */
export const zLocation = (label = 'location', requiredMessage = `${label} is required`): z.ZodType<string, string> =>
  // Typed as text in and text out: forms build it as text; API clients may also send { lat, lng }.
  z.unknown().transform((value, ctx): string => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (typeof value === 'string' && value.length > MAX_LOCATION_TEXT) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${MAX_LOCATION_TEXT} characters` });
      return z.NEVER;
    }
    const parsed = parseLocationInput(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: `${label} must be ${LOCATION_FORMS_HINT}` });
      return z.NEVER;
    }
    return parsed.kind === 'point' ? parsed.text : shortPlusCodeText(parsed);
  }) as unknown as z.ZodType<string, string>;

export const ZErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({ message: z.string() });
