import { initReactI18next } from 'react-i18next';
import type { Resource } from 'i18next';
import { namespaceOf } from './namespaces.ts';
import { i18n, markI18nStarted, SHELL_NAMESPACES } from './i18n.ts';
import type { Language } from './languages.ts';

/**
 * Where no page loads catalogues one by one (component tests, the server's render of the first
 * screens), every catalogue is loaded up front and i18n starts synchronously, so a render sees
 * the words instead of suspending for them. Never imported by the app itself.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../**/locales/{en,sw}.json', { eager: true });

function resources(): Resource {
  const all: Resource = { en: {}, sw: {} };
  for (const [path, module] of Object.entries(files)) {
    const language = /\/locales\/([a-z]+)\.json$/.exec(path)![1]!;
    all[language]![namespaceOf(path)] = module.default;
  }
  return all;
}

export function startI18nInMemory(language: Language = 'en'): void {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources: resources(),
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    markI18nStarted();
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
