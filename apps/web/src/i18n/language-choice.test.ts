import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage, storeLanguage } from './language-choice.ts';

describe('the language chosen on this device', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = 'sokoni_lang=; Path=/; Max-Age=0';
  });

  it('is remembered, and told to the server in a cookie so the first screens come in it', () => {
    storeLanguage('sw');
    expect(storedLanguage()).toBe('sw');
    expect(document.cookie).toContain('sokoni_lang=sw');
    storeLanguage('en');
    expect(document.cookie).toContain('sokoni_lang=en');
    expect(document.cookie).not.toContain('sokoni_lang=sw');
  });
});
