import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { placeholdersOf } from '@sokoni/domain/messages/message-translator';
import { CONTRACT_MESSAGES_SW } from '@sokoni/domain/contracts/messages-sw';
import { SERVER_MESSAGES_SW } from '../../src/i18n/sw/index.ts';
import { translateToSwahili } from '../../src/i18n/translate-message.ts';
import { englishMessages } from './english-messages.ts';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/** The M-Pesa simulator answers Safaricom's callers, not people. */
const NOT_FOR_PEOPLE = 'apps/server/src/providers/mpesa/simulator/';

const messages = englishMessages(REPO, { errors: ['apps/server/src', 'packages/domain/src'], contracts: ['packages/domain/src/contracts'] }).filter(
  (m) => !m.where.startsWith(NOT_FOR_PEOPLE),
);

/** The sentence as a person would get it: each `{{part}}` filled with a value no catalogue knows. */
const filled = (template: string) => {
  let n = 0;
  return template.replace(/\{\{\w+\}\}/g, () => `Q${n++}x`);
};

describe('Kiswahili for every message the server sends', () => {
  it('finds the sentences it checks', () => {
    expect(messages.length).toBeGreaterThan(300);
    expect(messages.map((m) => m.template)).toContain('Order not found.');
  });

  it('has a translation for every English sentence thrown, refused or validated', () => {
    const missing = messages.filter((m) => translateToSwahili(filled(m.template)) === null).map((m) => `${m.where}: ${m.template}`);
    expect(missing).toEqual([]);
  });

  it('keeps the same {{placeholders}} in every Kiswahili entry', () => {
    const mismatched = Object.entries({ ...CONTRACT_MESSAGES_SW, ...SERVER_MESSAGES_SW })
      .filter(([english, swahili]) => placeholdersOf(english).sort().join() !== placeholdersOf(swahili).sort().join())
      .map(([english]) => english);
    expect(mismatched).toEqual([]);
  });

  it('has no empty or untranslated copy of a sentence', () => {
    const same = Object.entries({ ...CONTRACT_MESSAGES_SW, ...SERVER_MESSAGES_SW })
      .filter(([english, swahili]) => !swahili.trim() || (swahili === english && /[a-z]{3,} [a-z]{3,}/.test(english.replace(/\{\{\w+\}\}/g, ''))))
      .map(([english]) => english);
    expect(same).toEqual([]);
  });
});
