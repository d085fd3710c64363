import { ZUserSignupRequest } from '@sokoni/domain/contracts/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { fieldErrors, loadSwahiliFormErrors } from './form-errors.ts';

const invalidSignup = () => {
  const parsed = ZUserSignupRequest.safeParse({ username: 'bad name!', names: '', email: 'x', phoneNumber: '123', town: 'Nakuru', password: '123', location: '' });
  expect(parsed.success).toBe(false);
  return parsed.error!;
};

describe('fieldErrors', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('keeps the first message per field and uses the on-screen label', () => {
    const errors = fieldErrors(invalidSignup(), { username: 'Username', names: 'Full name', phoneNumber: 'Phone number', location: 'Location' });
    expect(errors['username']).toBe('Username may only use letters, digits, dots, dashes and underscores');
    expect(errors['names']).toBe('Full name is required');
    expect(errors['phoneNumber']).toBe('Please enter a valid phone number');
    expect(errors['password']).toBe('Password must be at least 6 characters long');
    expect(errors['location']).toBe('Location is required');
    expect(errors['town']).toBeUndefined();
  });

  it("shows the contracts' messages in Kiswahili when the screens are in Kiswahili, labels included", async () => {
    await i18n.changeLanguage('sw');
    await loadSwahiliFormErrors();
    const errors = fieldErrors(invalidSignup(), { names: 'Jina kamili', location: 'Mahali' });
    expect(errors['names']).toBe('Jina kamili inahitajika');
    expect(errors['location']).toBe('Mahali inahitajika');
    expect(errors['phoneNumber']).toBe('Tafadhali weka namba ya simu sahihi');
    expect(errors['password']).toBe('Nenosiri liwe na herufi 6 au zaidi');
    expect(errors['username']).toBe('Jina la mtumiaji liwe na herufi, tarakimu, nukta, vistari na mistari ya chini tu');
  });
});
