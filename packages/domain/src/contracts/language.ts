import { z } from 'zod';

/** The languages Sokoni speaks; an account without a choice is answered by its browser's. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ZLanguage = z.enum(LANGUAGES, { error: "language must be 'en' or 'sw'" });

/** PUT /api/me/language */
export const ZAccountLanguageRequest = z.object({ language: ZLanguage }, { error: "Send { language: 'en' } or { language: 'sw' }." });

/** GET and PUT /api/me/language: null until the account chooses. */
export const ZAccountLanguageAnswer = z.object({ language: ZLanguage.nullable() });
