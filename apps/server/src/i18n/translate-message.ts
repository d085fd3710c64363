import { createMessageTranslatorWith } from '@sokoni/domain/messages/message-translator';
import { parseSlot } from '@sokoni/domain/delivery-slots';
import { formatSlotIn } from '@sokoni/domain/slot-format';
import { CONTRACT_MESSAGES_SW } from '@sokoni/domain/contracts/messages-sw';
import type { Language } from '@sokoni/domain/contracts/language';
import { SERVER_MESSAGES_SW } from './sw/index.ts';

/** A delivery slot kept in its English form ('Wed 25 Nov, 12:30'), said as Kiswahili readers read dates. */
function slotInSwahili(value: string): string | null {
  const slot = parseSlot(value);
  return slot ? formatSlotIn(slot, 'sw-KE') : null;
}

/**
 * Every Kiswahili sentence the server may answer with: the contracts' and its own (the domain
 * rules' among them). Values in them are translated too, delivery slots by the calendar.
 */
export const translateToSwahili = createMessageTranslatorWith({ values: [slotInSwahili] }, CONTRACT_MESSAGES_SW, SERVER_MESSAGES_SW);

/** An English sentence in the given language; one without a translation stays in English. */
export function inLanguage(message: string, language: Language): string {
  return language === 'sw' ? (translateToSwahili(message) ?? message) : message;
}
