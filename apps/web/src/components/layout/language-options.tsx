import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages.ts';
import { switchLanguage } from './account-language.ts';

/**
 * The settings menu's language choice: a radio group (arrow keys move between the two), each
 * language named in itself so a reader finds their own whatever the screen is in now.
 */
export function LanguageOptions() {
  const { t } = useTranslation('layout');
  const name = useId();
  const current = currentLanguage();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-900">{t('settings.language')}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {LANGUAGES.map((language) => (
          <label
            key={language}
            lang={language}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-200 px-3 text-sm text-stone-800 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500"
          >
            <input
              type="radio"
              name={name}
              value={language}
              checked={language === current}
              onChange={() => void switchLanguage(language)}
              className="size-4 accent-primary-700"
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
