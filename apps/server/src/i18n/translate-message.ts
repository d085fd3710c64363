import { createMessageTranslator } from '@sokoni/domain/messages/message-translator';
import { CONTRACT_MESSAGES_SW } from '@sokoni/domain/contracts/messages-sw';
import type { Language } from '@sokoni/domain/contracts/language';
import { SERVER_MESSAGES_SW } from './sw/index.ts';

/** Every Kiswahili sentence the server may answer with: the contracts' and its own (the domain rules' among them). */
export const translateToSwahili = createMessageTranslator(CONTRACT_MESSAGES_SW, SERVER_MESSAGES_SW);

/** An English sentence in the given language; one without a translation stays in English. */
export function inLanguage(message: string, language: Language): string {
  return language === 'sw' ? (translateToSwahili(message) ?? message) : message;
}
