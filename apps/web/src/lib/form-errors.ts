import type { z } from 'zod';
import { currentLanguage, i18n } from '../i18n/i18n.ts';

/**
 * The shared contracts' sentences in Kiswahili (the same catalogue the server answers with),
 * fetched once the screens are in Kiswahili: an English reader's pages do not carry them.
 */
let toSwahili: ((message: string) => string | null) | null = null;
let loading: Promise<void> | null = null;
export function loadSwahiliFormErrors(): Promise<void> {
  loading ??= Promise.all([import('@sokoni/domain/messages/message-translator'), import('@sokoni/domain/contracts/messages-sw')]).then(([translator, messages]) => {
    toSwahili = translator.createMessageTranslator(messages.CONTRACT_MESSAGES_SW);
  });
  return loading;
}
const followLanguage = (language: string) => {
  if (language === 'sw') void loadSwahiliFormErrors();
};
followLanguage(currentLanguage());
i18n.on('languageChanged', followLanguage);

/** A contract's sentence in the language on screen (English when a translation is missing or not here yet). */
function inCurrentLanguage(message: string): string {
  return currentLanguage() === 'sw' ? (toSwahili?.(message) ?? message) : message;
}

/**
 * First message per field, for showing next to each input. The shared contracts name fields
 * the way the API does ('phoneNumber is required'); `labels` swaps in the words on screen.
 */
export function fieldErrors(error: z.ZodError, labels: Record<string, string> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!key || errors[key]) continue;
    const label = labels[key];
    const message = inCurrentLanguage(issue.message);
    errors[key] = label && message.startsWith(`${key} `) ? label + message.slice(key.length) : message;
  }
  return errors;
}

/** After a refused submit, put the cursor where the first problem is. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
