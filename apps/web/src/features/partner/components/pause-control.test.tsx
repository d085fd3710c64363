import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { OPEN_ALL_DAY } from '@sokoni/domain/opening-hours';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { PauseControl } from './pause-control.tsx';

const ID = 'e'.repeat(24);
const partner = {
  _id: ID, businessName: 'Mama Pilau', openNow: true, opensAt: null, closesAt: null, paused: false, pausedUntil: null, pauseReason: null, hours: OPEN_ALL_DAY,
} as unknown as TPartner;

beforeEach(() => setRoleSession('partner', 'store-token', partner));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreSession();
});

describe('pause new orders', () => {
  it('pauses for 30 minutes with the reason given', async () => {
    const api = stubFetch({ [`POST /api/partners/${ID}/pause`]: () => jsonResponse(200, { ...partner, paused: true, openNow: false }) });
    const user = userEvent.setup();
    renderWithApp(<PauseControl partner={partner} />);
    expect(screen.getByTestId('store-status')).toHaveTextContent('Open');
    await user.type(screen.getByLabelText(/Reason/), 'Kitchen full');
    await user.click(screen.getByRole('button', { name: 'Pause 30 min' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/partners/${ID}/pause`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/partners/${ID}/pause`)[0]!.body).toEqual({ minutes: 30, reason: 'Kitchen full' });
  });

  it('shows the pause and resumes', async () => {
    const until = new Date(Date.now() + 20 * 60_000 - 1000).toISOString();
    const api = stubFetch({ [`DELETE /api/partners/${ID}/pause`]: () => jsonResponse(200, partner) });
    const user = userEvent.setup();
    renderWithApp(<PauseControl partner={{ ...partner, openNow: false, paused: true, pausedUntil: until, opensAt: until, pauseReason: 'Kitchen full' }} />);
    expect(screen.getByTestId('store-status')).toHaveTextContent('Paused · back in 20 min');
    expect(screen.getByText('Reason: Kitchen full')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume orders now' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/api/partners/${ID}/pause`)).toHaveLength(1));
  });
});
