/**
 * How many SMS a text costs. Texts in the GSM 7-bit alphabet fit 160 characters in one SMS (153 a
 * part when split); one character outside it (an emoji, a curly quote) turns the whole text into
 * UCS-2: 70 characters, 67 a part. Kiswahili and English need nothing outside GSM-7.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters that take two places: an escape and the character. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Places used: extended GSM characters count twice, UCS-2 counts UTF-16 units. */
  units: number;
  parts: number;
}

export function smsLength(text: string): SmsLength {
  let units = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) units += 1;
    else if (GSM_EXTENDED.includes(ch)) units += 2;
    else return ucs2(text);
  }
  return { encoding: 'GSM-7', units, parts: units <= 160 ? 1 : Math.ceil(units / 153) };
}

function ucs2(text: string): SmsLength {
  const units = text.length;
  return { encoding: 'UCS-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** Replaces the typographic characters that would force UCS-2 with their plain GSM-7 look-alikes. */
export function toGsmFriendly(text: string): string {
  return text
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[·•]/g, '-')
    .replace(/\u00a0/g, ' ');
}
