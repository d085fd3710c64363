import { describe, expect, it } from 'vitest';
import { createMessageTranslator, createMessageTranslatorWith, placeholdersOf } from './message-translator.ts';

const translate = createMessageTranslator({
  'Order not found.': 'Oda haikupatikana.',
  'Only {{count}} of {{name}} left in stock.': 'Zimebaki {{count}} tu za {{name}}.',
  '{{label}} is required': '{{label}} inahitajika',
  'Only the customer who placed this order can {{doing}}.': 'Ni mteja aliyeweka oda hii pekee anayeweza {{doing}}.',
  'tip its rider': 'kumpa msafirishaji bakshishi',
  '{{field}}: {{message}}': '{{field}}: {{message}}',
});

describe('message translator', () => {
  it('translates a fixed sentence', () => {
    expect(translate('Order not found.')).toBe('Oda haikupatikana.');
  });

  it('carries names and numbers into the translation', () => {
    expect(translate('Only 3 of Royco Mchuzi Mix left in stock.')).toBe('Zimebaki 3 tu za Royco Mchuzi Mix.');
    expect(translate('phoneNumber is required')).toBe('phoneNumber inahitajika');
  });

  it('translates a part that is itself in the catalogue', () => {
    expect(translate('Only the customer who placed this order can tip its rider.')).toBe('Ni mteja aliyeweka oda hii pekee anayeweza kumpa msafirishaji bakshishi.');
    expect(translate('items.0.quantity: quantity is required')).toBe('items.0.quantity: quantity inahitajika');
  });

  it('answers null for a sentence it does not know', () => {
    expect(translate('Something nobody wrote.')).toBeNull();
  });

  it('lists placeholders in order', () => {
    expect(placeholdersOf('Only {{count}} of {{name}} left.')).toEqual(['count', 'name']);
  });
});

describe('values that are not sentences', () => {
  it('are said by the value translators, before looser catalogue keys', () => {
    const withDays = createMessageTranslatorWith(
      { values: [(value) => (value === 'Wed 25 Nov' ? 'Jumatano, 25 Nov' : null)] },
      { 'Scheduled for {{slot}}.': 'Imepangwa {{slot}}.', 'Wed {{time}}': 'Jumatano saa {{time}}', 'Only {{count}} of {{name}} left in stock.': 'Zimebaki {{count}} tu za {{name}}.' },
    );
    expect(withDays('Scheduled for Wed 25 Nov.')).toBe('Imepangwa Jumatano, 25 Nov.');
    expect(withDays('Only 3 of Wed 25 Nov left in stock.')).toBe('Zimebaki 3 tu za Jumatano, 25 Nov.');
    expect(withDays('Scheduled for next week.')).toBe('Imepangwa next week.');
  });
});
