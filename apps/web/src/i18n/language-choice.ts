import { isLanguage, type Language } from './languages.ts';

/**
 * The language chosen on this device. It is remembered apart from the session, so signing out
 * (or a shared family phone changing accounts) keeps the screens in the language last picked.
 */
const KEY = 'sokoni.language';

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Mirrors the choice for the server, which renders the first screens (landing, menu...)
 * in this language: it cannot read localStorage (apps/server/src/plugins/static-web.ts).
 */
const COOKIE = 'sokoni_lang';
const A_YEAR = 60 * 60 * 24 * 365;

export function storeLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax`;
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Private mode or a full storage: the choice holds for this visit only.
  }
}

/** The browser's first Swahili or English preference; English when it prefers neither. */
export function browserLanguage(preferences: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** What the first screen is shown in: the device's choice, else the browser's language. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}
