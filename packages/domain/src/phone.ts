/**
 * Kenyan phone numbers arrive as 07.., 01.., +254.., 254.. with spaces, hyphens or
 * parentheses. We store one form, +254XXXXXXXXX, so uniqueness and login by phone work
 * however the number was typed.
 */
const ALLOWED_CHARACTERS = /^[0-9\s\-+()]+$/;

export function hasPhoneCharactersOnly(value: string): boolean {
  return ALLOWED_CHARACTERS.test(value);
}

export function normalizeKenyanPhone(value: string): string | null {
  if (!hasPhoneCharactersOnly(value.trim())) return null;
  const digits = value.replace(/[^0-9]/g, '');
  let national: string;
  if (digits.startsWith('254') && digits.length === 12) national = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) national = digits.slice(1);
  else if (digits.length === 9 && /^[17]/.test(digits)) national = digits;
  else return null;
  if (!/^[17][0-9]{8}$/.test(national)) return null;
  return `+254${national}`;
}
