import { badRequest } from './errors.ts';

/**
 * Text PostgreSQL can store: no NUL character (refused by the database with an error) and no lone
 * UTF-16 surrogate (silently turned into '?' on the way to UTF-8). Both only come from broken or
 * hostile clients, so they are refused with a readable 400 before they reach a query.
 */
// With the u flag a surrogate pair is one code point, so \p{Cs} matches only the lone halves.
const LONE_SURROGATE = /\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The path (e.g. `body.items.0.name`) of the first string, or object key, in `value` that is not storable. */
export function findUnstorableText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return `${path} (a field name)`;
    const found = findUnstorableText(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

export function unstorableText(where: string) {
  return badRequest(`${where} contains a character that is not allowed (a NUL byte or a broken Unicode character).`);
}

export const BAD_ADDRESS_MESSAGE = 'The address contains a character that is not allowed (a broken percent-encoding or Unicode character).';
