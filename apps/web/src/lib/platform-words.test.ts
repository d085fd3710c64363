import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { categoryName, unitWords } from './platform-words.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the platform's own words", () => {
  it('say categories and units in English', () => {
    expect(categoryName('Toys & games')).toBe('Toys & games');
    expect(unitWords(6, 'pcs', '6')).toBe('6 pcs');
    expect(unitWords(2, 'plate', '2')).toBe('2 plates');
    expect(unitWords(1, 'unit', '1')).toBe('1 unit');
  });

  it('say them in Kiswahili, and keep what a shop typed itself as written', async () => {
    await i18n.changeLanguage('sw');
    expect(categoryName('Food')).toBe('Chakula');
    expect(categoryName('Beauty & Personal Care')).toBe('Urembo na usafi');
    expect(categoryName('Mitumba Bales')).toBe('Mitumba Bales');
    expect(unitWords(6, 'pcs', '6')).toBe('6 vipande');
    expect(unitWords(500, 'grams', '500')).toBe('500 gramu');
    expect(unitWords(1, 'plate', '1')).toBe('1 sahani');
    expect(unitWords(3, 'other', '3')).toBe('3');
  });
});
