import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_ALL_DAY } from '@sokoni/domain/opening-hours';
import { renderWithApp, jsonResponse } from '../../../test/render.tsx';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { ClosedShopsNote } from './closed-shops-note.tsx';

const OPEN_ID = 'a'.repeat(24);
const CLOSED_ID = 'b'.repeat(24);
const store = (id: string, businessName: string, extra: object) => ({
  _id: id, businessName, openNow: true, paused: false, pausedUntil: null, opensAt: null, closesAt: null, hours: OPEN_ALL_DAY, ...extra,
});

afterEach(() => vi.unstubAllGlobals());

describe('cart note for shops that stopped taking orders', () => {
  it('names the shop that closed meanwhile and when it opens, and not the open one', async () => {
    stubFetch({
      [`GET /api/partners/${OPEN_ID}`]: () => jsonResponse(200, store(OPEN_ID, 'Open Oven', {})),
      [`GET /api/partners/${CLOSED_ID}`]: () =>
        jsonResponse(200, store(CLOSED_ID, 'Mama Pilau', { openNow: false, opensAt: new Date(Date.now() + 26 * 3_600_000).toISOString() })),
    });
    renderWithApp(<ClosedShopsNote shopIds={[OPEN_ID, CLOSED_ID]} />);
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(/Mama Pilau is not taking orders now \(Closed · opens/);
    expect(note).not.toHaveTextContent('Open Oven');
  });
});
