import { FULL_NAME_REQUIRED, validateDriverSignup } from '@sokoni/domain/contracts/driver';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { signupProblem } from './signup-problem.ts';

const FULL = { username: 'wafula', fullName: 'Wafula Barasa', email: '', phoneNumber: '0712345678', password: 'secret123', nationalId: '12345678', driverLicenseNumber: 'DL1', plateNumber: 'KMC 123Y' };
const FORMS = [
  { ...FULL, username: '', plateNumber: ' ' },
  { ...FULL, password: 'abc' },
  { ...FULL, phoneNumber: 'call me' },
  { ...FULL, email: 'not-an-address' },
  { ...FULL, fullName: 'x'.repeat(121) },
];

describe('driver sign-up problems', () => {
  it('are the domain’s own words in English, then the missing full name', () => {
    for (const form of FORMS) expect(signupProblem(form)).toBe(validateDriverSignup(form));
    expect(signupProblem({ ...FULL, fullName: ' ' })).toBe(FULL_NAME_REQUIRED);
    expect(signupProblem(FULL)).toBeNull();
  });

  it('are told in Kiswahili, naming the missing fields', async () => {
    await i18n.changeLanguage('sw');
    expect(signupProblem(FORMS[0]!)).toBe('Tafadhali jaza sehemu zote muhimu: Jina la mtumiaji, Namba ya usajili');
    expect(signupProblem(FORMS[1]!)).toBe('Nenosiri liwe na angalau herufi 6');
    expect(signupProblem({ ...FULL, fullName: '' })).toBe('Tafadhali andika jina lako kamili kama lilivyo kwenye kitambulisho');
  });
});
