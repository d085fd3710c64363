import { z } from 'zod';

/** Kinds of environment value that several parts of the configuration read the same way. */

/** '1' or 'true' is on, '0' or 'false' off; anything else is refused. */
export const boolFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** The origin of an outside service (a parseable http(s) URL), without a trailing slash. */
export const httpOrigin = z
  .string()
  .refine((v) => /^https?:\/\/[^\s/]+/.test(v) && URL.canParse(v), 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));
