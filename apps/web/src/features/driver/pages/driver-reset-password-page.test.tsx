import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DriverResetPasswordPage } from './driver-reset-password-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
const urlOf = (call = 0) => String(fetchMock.mock.calls[call]?.[0]);

async function type(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('driver password reset', () => {
  it('asks for the e-mail only, and opens the webmail of the address', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'If an account with that email exists, a password reset link has been sent to it.' }));
    const user = userEvent.setup();
    renderWithApp(<DriverResetPasswordPage />, { route: '/driver/reset-password' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await type(user, 'Email', 'kamau@hotmail.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/a password reset link has been sent/)).toBeVisible();
    expect(urlOf()).toBe('/api/driver/request-reset');
    expect(bodyOf()).toEqual({ email: 'kamau@hotmail.com' });
    expect(screen.getByRole('link', { name: /Check Your Email/ })).toHaveAttribute('href', 'https://outlook.live.com');
  });

  it("falls back to the driver's short sentences when the server gives no reason", async () => {
    const user = userEvent.setup();
    renderWithApp(<DriverResetPasswordPage />, { route: '/driver/reset-password' });
    await type(user, 'Email', 'kamau@gmail.com');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send reset link$/);

    await user.click(screen.getByRole('button', { name: 'Already have a reset token?' }));
    await type(user, 'Reset token', 'tok_9');
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to reset password$/);
  });

  it('applies the same rules to the new password', async () => {
    const user = userEvent.setup();
    renderWithApp(<DriverResetPasswordPage />, { route: '/driver/reset-password?token=tok_9' });
    const reset = screen.getByRole('button', { name: 'Reset Password' });
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    await user.click(reset);
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide token, email, and new password.');

    await type(user, 'Email', 'kamau@gmail.com');
    await type(user, 'Confirm new password', 'Secret99');
    await user.click(reset);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets from the link, then goes to /driver-signup', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Your password has been reset. Please sign in with your new password.' }));
    const user = userEvent.setup();
    renderWithApp(<DriverResetPasswordPage />, { route: '/driver/reset-password?token=tok_9&email=kamau%40gmail.com' });
    await type(user, 'New password', 'secret99');
    await type(user, 'Confirm new password', 'secret99');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
    expect(urlOf()).toBe('/api/driver/reset-password');
    expect(bodyOf()).toEqual({ token: 'tok_9', email: 'kamau@gmail.com', newPassword: 'secret99' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/driver-signup$/), { timeout: 5000 });
  });
});
