import { StrictMode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_VERIFIED, INVALID_VERIFICATION, USED_VERIFICATION } from '@sokoni/domain/contracts/email-verification';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('/verify-email', () => {
  it('sends the token from the link once and shows that the address is verified', async () => {
    const api = stubFetch({ 'POST /api/auth/verify-email': () => jsonResponse(200, { message: EMAIL_VERIFIED }) });
    renderWithApp(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { route: '/verify-email?token=abc123' },
    );
    expect(await screen.findByText(EMAIL_VERIFIED)).toBeVisible();
    expect(api.callsTo('POST', '/api/auth/verify-email').map((c) => c.body)).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Go to Sokoni' })).toHaveAttribute('href', '/');
  });

  it("shows the server's reason when the link no longer works", async () => {
    stubFetch({ 'POST /api/auth/verify-email': () => jsonResponse(400, { message: USED_VERIFICATION, code: 'validation' }) });
    renderWithApp(<VerifyEmailPage />, { route: '/verify-email?token=used-one' });
    expect(await screen.findByRole('alert')).toHaveTextContent(USED_VERIFICATION);
  });

  it('says the link is not valid, without calling the server, when it has no token', () => {
    const api = stubFetch({});
    renderWithApp(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_VERIFICATION);
    expect(api.calls).toEqual([]);
  });
});
