import { describe, expect, it } from 'vitest';
import { normalizeLoginIdentifier } from './login-identifier.ts';

describe('normalizeLoginIdentifier', () => {
  it('writes every form of a Kenyan phone number in E.164', () => {
    for (const phone of ['0712345678', '0712 345 678', '+254712345678', '254712345678', ' 712345678 ']) {
      expect(normalizeLoginIdentifier(phone)).toBe('+254712345678');
    }
  });

  it('lower-cases e-mail addresses, usernames and business names', () => {
    expect(normalizeLoginIdentifier(' Wanjiku@Example.CO.KE ')).toBe('wanjiku@example.co.ke');
    expect(normalizeLoginIdentifier('Kilimani Pizza Oven')).toBe('kilimani pizza oven');
    expect(normalizeLoginIdentifier('ＷＡＮＪＩＫＵ')).toBe('wanjiku');
  });
});
