import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n.ts';
import { storeLanguage } from '../../i18n/language-choice.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { switchLanguage } from './account-language.ts';

/**
 * First visit: a slim strip under the header offering English or Kiswahili, the browser's
 * language already pressed. It sits in the page's flow rather than over it (no modal, no focus
 * taken), so it covers neither the search nor the first cards; any answer, or closing it, is
 * remembered on the device and it never asks again.
 */
export function LanguagePromptStrip({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('layout');
  const questionId = useId();
  const current = currentLanguage();
  const choose = (language: Language) => {
    onDone();
    void switchLanguage(language);
  };
  const close = () => {
    storeLanguage(current);
    onDone();
  };
  return (
    <section aria-label={t('languagePrompt.label')} className="border-b border-primary-100 bg-primary-50">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-1.5 sm:px-6">
        <p id={questionId} className="min-w-0 flex-1 text-xs font-medium leading-tight text-stone-800 sm:flex-none sm:text-sm">
          {t('languagePrompt.question')}
        </p>
        <div role="group" aria-labelledby={questionId} className="flex shrink-0 gap-1.5">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              aria-pressed={language === current}
              onClick={() => choose(language)}
              className="min-h-10 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:border-primary-400 aria-pressed:border-primary-700 aria-pressed:bg-primary-700 aria-pressed:text-white"
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={close}
          aria-label={t('languagePrompt.close')}
          className="-mr-2 ml-auto flex size-10 shrink-0 items-center justify-center rounded-full text-stone-500 hover:bg-white hover:text-stone-800"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
