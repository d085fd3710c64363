import { describe, expect, it } from 'vitest';
import { COMMON_MISSPELLINGS, KISWAHILI_SHOPPING_WORDS, correctedSpelling, inCatalogueWords, searchTexts } from './shopping-words.ts';

describe('inCatalogueWords', () => {
  it.each([
    ['unga', 'flour'],
    ['Maziwa', 'milk'],
    ['mayai', 'eggs'],
    ['nyanya', 'tomatoes'],
    ['vitunguu', 'onions'],
    ['sukari', 'sugar'],
    ['mkate', 'bread'],
    ['ndizi', 'bananas'],
    ['mchele', 'rice'],
    ['nyama', 'meat'],
    ['kuku', 'chicken'],
    ['samaki', 'fish'],
    ['chai', 'tea'],
  ])("finds the English product for the Kiswahili shopping word '%s'", (word, english) => {
    expect(inCatalogueWords(word)).toBe(english);
  });

  it('corrects the misspellings people make most', () => {
    expect(inCatalogueWords('avacado')).toBe('avocado');
    expect(inCatalogueWords('mlik')).toBe('milk');
    expect(inCatalogueWords('tomatos')).toBe('tomatoes');
  });

  it('translates word by word and keeps words it does not know', () => {
    expect(inCatalogueWords('fresh maziwa')).toBe('fresh milk');
    expect(inCatalogueWords('pizza')).toBe('pizza');
    expect(inCatalogueWords('  maziwa  ')).toBe('  milk  ');
  });

  it('never treats inherited object keys as words', () => {
    expect(inCatalogueWords('constructor')).toBe('constructor');
    expect(inCatalogueWords('toString __proto__')).toBe('toString __proto__');
  });
});

describe('correctedSpelling', () => {
  it('fixes misspellings only, leaving Kiswahili as typed', () => {
    expect(correctedSpelling('mlik')).toBe('milk');
    expect(correctedSpelling('Kuku Kienyeji')).toBe('Kuku Kienyeji');
  });
});

describe('searchTexts', () => {
  it('searches Kiswahili words as typed and in English, the typed text first', () => {
    expect(searchTexts('kuku')).toEqual(['kuku', 'chicken']);
    expect(searchTexts('Kuku Kienyeji')).toEqual(['Kuku Kienyeji', 'chicken Kienyeji']);
    expect(searchTexts('nyama choma')).toEqual(['nyama choma', 'meat choma']);
  });

  it('gives one text when nothing is Kiswahili, misspellings corrected', () => {
    expect(searchTexts('avacado')).toEqual(['avocado']);
    expect(searchTexts('pizza')).toEqual(['pizza']);
  });
});

describe('the word lists', () => {
  it('are lower-case single words, translated to something else', () => {
    for (const list of [KISWAHILI_SHOPPING_WORDS, COMMON_MISSPELLINGS]) {
      for (const [word, english] of Object.entries(list)) {
        expect(word).toMatch(/^[a-z]+$/);
        expect(english).toMatch(/^[a-z]+$/);
      }
    }
    for (const [word, english] of Object.entries(KISWAHILI_SHOPPING_WORDS)) expect(english, word).not.toBe(word);
  });

  it('never correct a word into another misspelling or a Kiswahili word', () => {
    for (const fix of Object.values(COMMON_MISSPELLINGS)) {
      expect(Object.hasOwn(KISWAHILI_SHOPPING_WORDS, fix), fix).toBe(false);
    }
  });
});
