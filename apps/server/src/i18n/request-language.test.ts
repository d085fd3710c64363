import { describe, expect, it } from 'vitest';
import { languageOfHeader } from './request-language.ts';

describe('the language of an Accept-Language header', () => {
  it('is Kiswahili when Swahili comes before English', () => {
    expect(languageOfHeader('sw')).toBe('sw');
    expect(languageOfHeader('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(languageOfHeader('fr-FR, sw;q=0.5')).toBe('sw');
    expect(languageOfHeader('sw, en')).toBe('sw');
  });

  it('is English when English is preferred, or neither is named', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('en-KE,en;q=0.9,sw;q=0.8')).toBe('en');
    expect(languageOfHeader('en, sw')).toBe('en');
    expect(languageOfHeader('fr-FR')).toBe('en');
    expect(languageOfHeader('sw;q=0')).toBe('en');
  });
});
