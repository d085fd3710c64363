import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, message: string) {
  await user.clear(screen.getByLabelText('Your email'));
  if (email) await user.type(screen.getByLabelText('Your email'), email);
  await user.clear(screen.getByLabelText('Message'));
  if (message) await user.type(screen.getByLabelText('Message'), message);
}
const send = () => screen.getByRole('button', { name: 'Send Message' });

describe('contact form', () => {
  it('needs both fields, labelled beside each, before sending', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.click(send());
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Message is required/);
    // Focus moves on the next frame, after the error texts are in place.
    await waitFor(() => expect(screen.getByLabelText('Your email')).toHaveFocus());

    await fill(user, 'amani@example.com', 'Hi');
    await user.click(send());
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/Please write at least 5 characters\./);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the length of the message and stops at the same limit as the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await user.type(screen.getByLabelText('Message'), 'Habari');
    expect(screen.getByText('6 / 5,000 characters')).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '5000');
  });

  it('sends the e-mail and message, says so and clears the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Email sent successfully!' }));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fill(user, 'Amani@Example.com', 'Please add a butcher in Nyeri.');
    await user.click(send());

    expect(await screen.findByText('Email sent successfully!')).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/send-email');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'amani@example.com', message: 'Please add a butcher in Nyeri.' });
    expect(screen.getByLabelText('Your email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("says a refused message failed, with the server's reason when it gives one", async () => {
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fill(user, 'amani@example.com', 'Hello Sokoni team');

    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: 'Too many requests. Please wait a few minutes and try again.', code: 'rate_limited' }));
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send email. Please try again.');
    expect(alert).toHaveTextContent('Too many requests. Please wait a few minutes and try again.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello Sokoni team');

    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send email\. Please try again\.$/);
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderWithApp(<ContactForm />);
    await fill(user, 'amani@example.com', 'Hello Sokoni team');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });
});
