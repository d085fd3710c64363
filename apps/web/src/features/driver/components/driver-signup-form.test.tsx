import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, restoreSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DriverSignupForm } from './driver-signup-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  restoreSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

const VALID = {
  Username: 'kamau',
  'Full name': 'Kamau Njoroge',
  'Phone number': '0712 345 678',
  Password: 'secret1',
  'National ID': '12345678',
  'Driver license number': 'DL-998877',
  'Plate number': 'KMDA 123A',
};

describe('driver sign-up form', () => {
  it('shows the spec messages, in order, without calling the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<DriverSignupForm />);
    const submit = screen.getByRole('button', { name: 'Sign Up' });

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in all required fields: Username, Phone Number, Password, National ID, Driver License Number, Plate Number',
    );

    await fill(user, { Username: 'kamau', 'Plate number': 'KMDA 123A' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields: Phone Number, Password, National ID, Driver License Number');

    await fill(user, { ...VALID, Password: '12345' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');

    await fill(user, { Password: 'secret1', 'Phone number': '07one' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number');

    await fill(user, { 'Phone number': '0712 345 678', Email: 'kamau-at-mail' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

    await fill(user, { Email: '', 'Full name': '' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your full name as it is on your ID');

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when sign-up is refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'That username is already taken.', code: 'conflict' }));
    const user = userEvent.setup();
    renderWithApp(<DriverSignupForm />);
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
    expect(getSession().driver).toBeNull();
  });

  it('stores the driver and goes to profile setup after signing up', async () => {
    const driver = { _id: '65a1b2c3d4e5f60718293a4d', username: 'kamau', profileCompleted: false };
    fetchMock.mockResolvedValue(jsonResponse(201, { driver, token: 'driver-token', message: 'Driver signed up successfully!' }));
    const user = userEvent.setup();
    renderWithApp(<DriverSignupForm />, { route: '/driver-signup' });
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/driver/profile-setup'));
    expect(localStorage.getItem('driverToken')).toBe('driver-token');
    expect(JSON.parse(localStorage.getItem('driver')!)).toEqual(driver);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toMatchObject({ username: 'kamau', fullName: 'Kamau Njoroge', phoneNumber: '0712 345 678', plateNumber: 'KMDA 123A' });
    expect(body.email).toBeUndefined();
  });
});
