import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { STORE_ID, signInAdmin } from '../testing/fixtures.ts';
import { CommissionPanel, commissionError } from './commission-panel.tsx';

const URL = `/api/admin/partners/${STORE_ID}/commission`;

describe("a store's commission in the admin console", () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('takes 0 to 100 with at most two decimals, or blank for the default', () => {
    expect(commissionError('')).toBeNull();
    expect(commissionError('12.5')).toBeNull();
    expect(commissionError('100')).toBeNull();
    expect(commissionError('100.01')).toContain('from 0 to 100');
    expect(commissionError('7.125')).toContain('from 0 to 100');
  });

  it('shows the default COMMISSION_PERCENT, and sets an own rate with a reason', async () => {
    let own: number | null = null;
    const api = stubFetch({
      [`GET ${URL}`]: () => jsonResponse(200, { partnerId: STORE_ID, businessName: 'Highland Kids Toys', commissionPercent: own ?? 10, ownRate: own !== null, defaultPercent: 10 }),
      [`PUT ${URL}`]: ({ body }) => {
        own = (body as { commissionPercent: number | null }).commissionPercent;
        return jsonResponse(200, { partnerId: STORE_ID, commissionPercent: own ?? 10, ownRate: own !== null });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<CommissionPanel partnerId={STORE_ID} />);
    expect(await screen.findByText(/pays the default commission \(COMMISSION_PERCENT\) of/, {}, { timeout: 5000 })).toHaveTextContent('10%');

    await user.type(screen.getByLabelText('Own commission (%)'), '8');
    await user.click(screen.getByRole('button', { name: 'Save commission' }));
    expect(await screen.findByText('Please give a reason: it is kept in the audit log.')).toBeInTheDocument();
    expect(api.callsTo('PUT', URL)).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason (kept in the audit log)'), 'Negotiated rate for 2026');
    await user.click(screen.getByRole('button', { name: 'Save commission' }));
    expect(await screen.findByText(/pays its own rate of/)).toHaveTextContent('8%');
    expect(api.callsTo('PUT', URL).map((c) => c.body)).toEqual([{ commissionPercent: 8, reason: 'Negotiated rate for 2026' }]);
  });
});
