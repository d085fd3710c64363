import { describe, expect, it } from 'vitest';
import { zPassword } from './common.ts';
import { validateDriverSignup } from './driver.ts';

const messageOf = (password: string) => {
  const result = zPassword.safeParse(password);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('password rules', () => {
  it('keeps the minimum-length message', () => {
    expect(messageOf('abc')).toBe('Password must be at least 6 characters long');
  });

  it('refuses a password of spaces only, however long', () => {
    expect(messageOf('      ')).toBe('Password cannot be only spaces');
    expect(messageOf(' '.repeat(40))).toBe('Password cannot be only spaces');
  });

  it('accepts a password with spaces between words', () => {
    expect(messageOf('  mango tree  ')).toBeNull();
  });

  it('refuses a driver password of spaces only as a missing password', () => {
    const form = {
      username: 'otieno2',
      phoneNumber: '0712345678',
      password: '        ',
      nationalId: '1234',
      driverLicenseNumber: 'DL1',
      plateNumber: 'KDA 123A',
    };
    expect(validateDriverSignup(form)).toBe('Please fill in all required fields: Password');
  });
});
