import { describe, expect, it } from 'vitest';
import { normalizeKenyanPhone } from './phone.ts';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0112 345 678', '+254112345678'],
    ['+254 712-345-678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['(0712) 345678', '+254712345678'],
    ['712345678', '+254712345678'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '12345', '0812345678', '+1 555 010 0100', '07123456789', '07x2345678', '+255712345678'])('refuses %s', (input) => {
    expect(normalizeKenyanPhone(input)).toBeNull();
  });
});
