import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin, store, storeDetail, STORE_ID } from '../testing/fixtures.ts';
import { PartnersSection } from './partners-section.tsx';

const PAUSE = `/api/admin/partners/${STORE_ID}/pause`;
const hours = { ...storeDetail.hours, week: { ...storeDetail.hours.week, sun: [], mon: [{ open: '08:00', close: '14:00' }, { open: '17:00', close: '22:30' }] } };

describe("the admin's view of a store's hours and pause", () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('shows the hours and pauses the store for the chosen time with a reason', async () => {
    const api = stubFetch({
      'GET /api/admin/partners': () => jsonResponse(200, { items: [store], nextCursor: null }),
      [`GET /api/admin/partners/${STORE_ID}`]: () => jsonResponse(200, { ...storeDetail, hours }),
      [`POST ${PAUSE}`]: () => jsonResponse(200, { message: 'Store paused.', partner: { ...store, paused: true, openNow: false } }),
    });
    const user = userEvent.setup();
    renderWithApp(<PartnersSection />);
    await user.click(await screen.findByRole('button', { name: 'Highland Kids Toys: open details' }, { timeout: 5000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Highland Kids Toys' });
    expect(await within(drawer).findByText('08:00–14:00, 17:00–22:30')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Closed').length).toBeGreaterThan(0);

    await user.selectOptions(within(drawer).getByLabelText('Pause for'), 'the rest of the day');
    await user.click(within(drawer).getByRole('button', { name: 'Pause new orders' }));
    const prompt = await screen.findByRole('dialog', { name: 'Pause new orders at Highland Kids Toys?' });
    await user.type(within(prompt).getByLabelText('Reason'), 'Not answering orders');
    await user.click(within(prompt).getByRole('button', { name: 'Pause store' }));
    await waitFor(() => expect(api.callsTo('POST', PAUSE)).toHaveLength(1));
    expect(api.callsTo('POST', PAUSE)[0]!.body).toEqual({ minutes: 'endOfDay', reason: 'Not answering orders' });
  });
});
