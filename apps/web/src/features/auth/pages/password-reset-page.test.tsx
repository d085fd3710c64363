import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const SENT = 'If an account with that email exists, a password reset link has been sent to it. The link is valid for 1 hour.';
const bodyOf = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
const urlOf = (call = 0) => String(fetchMock.mock.calls[call]?.[0]);

async function type(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('password reset, step 1: the reset link', () => {
  it('asks a customer nothing about account types, and wants a valid e-mail before sending anything', async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: '/password-reset' });
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Account type')).toBeNull();

    await type(user, 'Email', 'wanjiku-at-gmail');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the account type and e-mail, shows the server's answer and opens the provider's webmail", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: SENT }));
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: '/password-reset' });

    await user.click(screen.getByRole('button', { name: "Resetting a shop's password?" }));
    expect(screen.getByText('shop account')).toBeVisible();
    await type(user, 'Email', 'Duka@Yahoo.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(SENT)).toBeVisible();
    expect(urlOf()).toBe('/api/auth/request-reset');
    expect(bodyOf()).toEqual({ email: 'duka@yahoo.com', accountType: 'Partner' });
    const check = screen.getByRole('link', { name: /Check Your Email/ });
    expect(check).toHaveAttribute('href', 'https://mail.yahoo.com');
    expect(check).toHaveAttribute('target', '_blank');
  });

  it('opens the mail app for an address of any other provider', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: SENT }));
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: '/password-reset' });
    await type(user, 'Email', 'amani@sokoni.co.ke');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('link', { name: /Check Your Email/ })).toHaveAttribute('href', 'mailto:');
  });

  it("shows the server's reason, or the spec's sentence when there is none", async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: '/password-reset' });
    await type(user, 'Email', 'wanjiku@gmail.com');
    const send = screen.getByRole('button', { name: 'Send Reset Link' });

    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many requests. Please wait a few minutes and try again.', code: 'rate_limited' }));
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a few minutes and try again.');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send reset link. Please try again.'));
    expect(screen.queryByRole('link', { name: /Check Your Email/ })).not.toBeInTheDocument();
  });
});

describe('password reset, step 2: the new password', () => {
  const LINK = '/password-reset?token=tok_123&email=wanjiku%40gmail.com&accountType=User';

  it('opens from the link with the e-mail filled in, and neither the token nor the account type to look at', () => {
    renderWithApp(<PasswordResetPage />, { route: LINK });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('wanjiku@gmail.com');
    expect(screen.queryByLabelText('Reset token')).toBeNull();
    expect(screen.queryByRole('button', { name: "Resetting a shop's password?" })).toBeNull();
  });

  it('needs token, e-mail and new password, and a matching confirmation', async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: '/password-reset?email=wanjiku%40gmail.com' });
    await user.click(screen.getByRole('button', { name: 'Already have a reset token?' }));
    const reset = screen.getByRole('button', { name: 'Reset Password' });

    await type(user, 'Reset token', '');
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    await user.click(reset);
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide token, email, and new password.');

    await type(user, 'Reset token', 'tok_123');
    await type(user, 'New password', '');
    await user.click(reset);
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide token, email, and new password.');

    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret98');
    await user.click(reset);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');

    await type(user, 'New password', 'abc');
    await type(user, 'Confirm new password', 'abc');
    await user.click(reset);
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason for a refused token, or the spec's sentence", async () => {
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: LINK });
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    const reset = screen.getByRole('button', { name: 'Reset Password' });

    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'This reset link has expired. Please request a new one.', code: 'validation' }));
    await user.click(reset);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired. Please request a new one.');

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await user.click(reset);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password. Please try again.'));
  });

  it('resets, says so, then goes to /sign-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Your password has been reset. Please sign in with your new password.' }));
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: LINK });
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/password-reset');
    expect(urlOf()).toBe('/api/auth/reset-password');
    expect(bodyOf()).toEqual({ token: 'tok_123', email: 'wanjiku@gmail.com', newPassword: 'secret99', accountType: 'User' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sign-in$/), { timeout: 5000 });
  });

  it("reaches step 2 through 'Already have a reset token?' with the e-mail and account type carried over", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Your password has been reset. Please sign in with your new password.' }));
    const user = userEvent.setup();
    renderWithApp(<PasswordResetPage />, { route: '/password-reset' });
    await user.click(screen.getByRole('button', { name: "Resetting a shop's password?" }));
    await type(user, 'Email', 'duka@sokoni.co.ke');
    await user.click(screen.getByRole('button', { name: 'Already have a reset token?' }));

    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('duka@sokoni.co.ke');
    await type(user, 'Reset token', ' pasted-token ');
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText(/Your password has been reset/);
    expect(bodyOf()).toEqual({ token: 'pasted-token', email: 'duka@sokoni.co.ke', newPassword: 'secret99', accountType: 'Partner' });
  });
});
