import { normalizeKenyanPhone } from './phone.ts';

/**
 * One spelling per login identifier, so '0712 345 678', '+254712345678' and '254712345678' (or
 * 'Wanjiku' and 'wanjiku') count as the same account for login limits and trusted devices.
 */
export function normalizeLoginIdentifier(value: string): string {
  const trimmed = value.normalize('NFKC').trim();
  return normalizeKenyanPhone(trimmed) ?? trimmed.toLowerCase();
}
