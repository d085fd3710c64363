import { describe, expect, it } from 'vitest';
import { smsLength, toGsmFriendly } from './sms-length.ts';

describe('smsLength', () => {
  it('fits 160 plain characters in one SMS and splits longer ones in parts of 153', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161)).parts).toBe(2);
    expect(smsLength('a'.repeat(306)).parts).toBe(2);
    expect(smsLength('a'.repeat(307)).parts).toBe(3);
  });

  it('counts extended characters twice', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsLength('[' + 'a'.repeat(159)).parts).toBe(2);
  });

  it('turns the whole text into UCS-2 for one character outside GSM-7', () => {
    expect(smsLength('Asante 🙏').encoding).toBe('UCS-2');
    expect(smsLength('x'.repeat(70) + '’').parts).toBe(2);
  });

  it('keeps Kiswahili in GSM-7', () => {
    expect(smsLength('Oda yako imefika. Asante kwa kununua na Sokoni!').encoding).toBe('GSM-7');
  });
});

describe('toGsmFriendly', () => {
  it('replaces curly quotes, dashes and ellipses', () => {
    const text = toGsmFriendly('Mama’s “Kitchen” – open…');
    expect(text).toBe('Mama\'s "Kitchen" - open...');
    expect(smsLength(text).encoding).toBe('GSM-7');
  });
});
