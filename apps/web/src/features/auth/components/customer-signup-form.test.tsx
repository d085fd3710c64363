import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CustomerSignupForm } from './customer-signup-form.tsx';

beforeEach(() => {
  localStorage.clear();
  restoreSession();
});
afterEach(() => vi.unstubAllGlobals());

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username'), 'amani');
  await user.type(screen.getByLabelText('Full name'), 'Amani Mwangi');
  await user.type(screen.getByLabelText('Email'), 'amani@example.com');
  await user.type(screen.getByLabelText('Phone number'), '0712000111');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
}

describe('customer sign-up', () => {
  it('takes the delivery place from a town tap, with no coordinates to type, and sends it', async () => {
    const user = userEvent.setup();
    const api = stubFetch({
      'POST /api/auth/userSignup': () => jsonResponse(201, { token: 't', user: { _id: 'u1', username: 'amani', names: 'Amani Mwangi', town: 'Nakuru', location: '-0.307190,36.072250' } }),
    });
    renderWithApp(<CustomerSignupForm />);
    expect(screen.queryByLabelText(/lat,lng/)).toBeNull();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Nakuru' }));
    expect(screen.getByText('Delivering to Nakuru')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nakuru' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/userSignup')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/userSignup')[0]!.body).toMatchObject({ town: 'Nakuru', location: '-0.307190,36.072250' });
    // Choosing a place for the account does not change where the visitor was shopping.
    expect(localStorage.getItem('deliveryPlace')).toBeNull();
  });

  it('drops a message as soon as its field is put right', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithApp(<CustomerSignupForm />);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const usernameError = () => screen.getByLabelText('Username').getAttribute('aria-invalid');
    expect(usernameError()).toBe('true');
    const placeAlert = screen.getAllByRole('alert').find((a) => a.closest('fieldset'));
    expect(placeAlert).toBeDefined();

    await user.type(screen.getByLabelText('Username'), 'amani');
    expect(usernameError()).not.toBe('true');
    await user.click(screen.getByRole('button', { name: 'Mombasa' }));
    expect(screen.queryAllByRole('alert').filter((a) => a.closest('fieldset'))).toHaveLength(0);
  });
});
