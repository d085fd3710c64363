import { ZUserSignupRequest } from '@sokoni/domain/contracts/auth';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';

describe('fieldErrors', () => {
  it('keeps the first message per field and uses the on-screen label', () => {
    const parsed = ZUserSignupRequest.safeParse({ username: 'bad name!', names: '', email: 'x', phoneNumber: '123', town: 'Nakuru', password: '123', location: '' });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!, { username: 'Username', names: 'Full name', phoneNumber: 'Phone number', location: 'Location' });
    expect(errors['username']).toBe('Username may only use letters, digits, dots, dashes and underscores');
    expect(errors['names']).toBe('Full name is required');
    expect(errors['phoneNumber']).toBe('Please enter a valid phone number');
    expect(errors['password']).toBe('Password must be at least 6 characters long');
    expect(errors['location']).toBe('Location is required');
    expect(errors['town']).toBeUndefined();
  });
});
