import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_SENT } from '@sokoni/domain/contracts/email-verification';
import { stubFetch } from '../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { clearRoleSession, setRoleSession } from '../../lib/session.ts';
import { i18n } from '../../i18n/i18n.ts';
import { EmailVerificationStatus } from './email-verification-status.tsx';

const EMAIL_NOT_VERIFIED = 'Your e-mail address is not verified yet. Open the link we mailed you, or send a new one.';
const NO_EMAIL = 'Add an e-mail address to your profile to verify it.';
const STATUS_FAILED = 'Could not check whether your e-mail address is verified.';

beforeEach(() => setRoleSession('partner', 'shop-token', { _id: 'p'.repeat(24), businessName: 'Duka', email: 'duka@example.com' } as never));
afterEach(() => {
  clearRoleSession('partner');
  clearRoleSession('driver');
  vi.unstubAllGlobals();
});

describe('e-mail verification status in a profile', () => {
  it('speaks Kiswahili when the screen does', async () => {
    await i18n.changeLanguage('sw');
    stubFetch({ 'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'duka@example.com', verified: false }) });
    renderWithApp(<EmailVerificationStatus role="partner" email="duka@example.com" />);
    expect(await screen.findByText('Barua pepe yako bado haijathibitishwa. Fungua kiungo tulichokutumia, au tuma kipya.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Tuma kiungo cha kuthibitisha' })).toBeVisible();
  });

  it('shows a proven address as verified, with no action', async () => {
    stubFetch({ 'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'duka@example.com', verified: true }) });
    renderWithApp(<EmailVerificationStatus role="partner" email="duka@example.com" />);
    expect(await screen.findByText('Email verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send verification link' })).toBeNull();
  });

  it("sends a new link with the account's token and shows the server's answer", async () => {
    const api = stubFetch({
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'duka@example.com', verified: false }),
      'POST /api/auth/email-verification': () => jsonResponse(200, { message: VERIFICATION_SENT }),
    });
    const user = userEvent.setup();
    renderWithApp(<EmailVerificationStatus role="partner" email="duka@example.com" />);
    expect(await screen.findByText(EMAIL_NOT_VERIFIED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(VERIFICATION_SENT)).toBeVisible();
    const [sent] = api.callsTo('POST', '/api/auth/email-verification');
    expect(sent!.headers.get('authorization')).toBe('Bearer shop-token');
  });

  it("shows the server's refusal when the link cannot be sent", async () => {
    stubFetch({
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'duka@example.com', verified: false }),
      'POST /api/auth/email-verification': () => jsonResponse(429, { message: 'Too many requests. Please wait a few minutes and try again.', code: 'rate_limited' }),
    });
    const user = userEvent.setup();
    renderWithApp(<EmailVerificationStatus role="partner" email="duka@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('Too many requests. Please wait a few minutes and try again.')).toBeVisible();
  });

  it('asks a driver without an address to add one', async () => {
    setRoleSession('driver', 'driver-token', { _id: 'd'.repeat(24), username: 'otieno' } as never);
    stubFetch({ 'GET /api/auth/email-verification': () => jsonResponse(200, { email: null, verified: false }) });
    renderWithApp(<EmailVerificationStatus role="driver" email={null} />);
    expect(await screen.findByText(NO_EMAIL)).toBeVisible();
  });

  it('offers a retry when the status cannot be read', async () => {
    let fail = true;
    stubFetch({
      'GET /api/auth/email-verification': () =>
        fail ? jsonResponse(500, { message: 'Internal error', code: 'internal' }) : jsonResponse(200, { email: 'duka@example.com', verified: true }),
    });
    const user = userEvent.setup();
    renderWithApp(<EmailVerificationStatus role="partner" email="duka@example.com" />);
    expect(await screen.findByText(STATUS_FAILED)).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Email verified')).toBeVisible();
  });
});
