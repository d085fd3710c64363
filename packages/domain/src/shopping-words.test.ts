import { describe, expect, it } from 'vitest';
import { inCatalogueWords } from './shopping-words.ts';

describe('inCatalogueWords', () => {
  it('finds the English product for common Kiswahili shopping words', () => {
    expect(inCatalogueWords('unga')).toBe('flour');
    expect(inCatalogueWords('Maziwa')).toBe('milk');
    expect(inCatalogueWords('mayai')).toBe('eggs');
  });

  it('corrects the misspellings people make most', () => {
    expect(inCatalogueWords('avacado')).toBe('avocado');
    expect(inCatalogueWords('mlik')).toBe('milk');
    expect(inCatalogueWords('tomatos')).toBe('tomatoes');
  });

  it('keeps words it does not know, and product names that are Kiswahili', () => {
    expect(inCatalogueWords('fresh maziwa')).toBe('fresh milk');
    expect(inCatalogueWords('Kuku Kienyeji')).toBe('Kuku Kienyeji');
    expect(inCatalogueWords('nyama choma')).toBe('nyama choma');
    expect(inCatalogueWords('pizza')).toBe('pizza');
  });
});
