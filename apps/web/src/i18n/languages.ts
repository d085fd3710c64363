/** The two languages Sokoni speaks; `en` is also what any missing translation falls back to. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as shown in the language switch whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** The Intl locale for money, numbers, dates and times: Kenyan conventions in either language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'sw';
}
