import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadCatalogue } from './catalogues.ts';
import { SHELL_NAMESPACES } from './namespaces.ts';
import { INTL_LOCALES, isLanguage, type Language } from './languages.ts';
import { initialLanguage, storeLanguage } from './language-choice.ts';

/**
 * One i18next instance for the whole app (decision 030). Pages name the namespaces they use in
 * their route (app/routes.tsx) so those catalogues arrive with the page's chunk, before its
 * first render; the shell's namespaces are loaded before the app mounts (main.tsx).
 */
export const i18n = i18next.createInstance();

export { SHELL_NAMESPACES };

const backend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data?: ResourceKey) => void) {
    if (!isLanguage(language)) return callback(new Error(`Unknown language ${language}`));
    loadCatalogue(language, namespace).then(
      (data) => callback(null, data as ResourceKey),
      (error: unknown) => callback(error),
    );
  },
};

// Pages' catalogues are requested by the router as soon as app.tsx is imported, which is before
// main.tsx has started i18n: their loads wait for the start.
let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => (markStarted = resolve));

function followLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18n in the device's language with the shell's catalogues loaded. */
export async function startI18n(language: Language = initialLanguage()): Promise<void> {
  i18n.on('languageChanged', followLanguage);
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'sw'],
      // Both languages go through the same catalogues; `en` fills any gap while a new key waits
      // for its translation (the catalogue test keeps that from reaching a release).
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes what it renders.
      react: { useSuspense: true },
    });
  followLanguage(language);
  markStarted();
}

/** For tests, which start i18n with every catalogue already in memory. */
export function markI18nStarted(): void {
  markStarted();
}

/**
 * Starts fetching catalogues in the device's language and English (its fallback) at once, before
 * i18n has started: i18n's own load later finds them fetched (each is a module, fetched once).
 */
export function fetchCatalogues(namespaces: readonly string[]): void {
  // Started with every catalogue in memory (the server's render, tests): nothing to fetch.
  if (i18n.options.resources) return;
  for (const language of new Set<Language>([initialLanguage(), 'en'])) {
    for (const namespace of namespaces) loadCatalogue(language, namespace).catch(() => undefined);
  }
}

/** Loads a page's catalogues (in the current language and English, its fallback). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  await started;
  await i18n.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The Intl locale of the current language: 'en-KE' or 'sw-KE'. */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}

/** Switches every screen at once and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
