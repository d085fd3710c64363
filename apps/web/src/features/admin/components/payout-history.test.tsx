import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPayout } from '@sokoni/domain/contracts/ledger';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { restoreSession } from '../../../lib/session.ts';
import { deferred, stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { PayoutHistory } from './payout-history.tsx';

const payout = (over: Partial<TPayout>): TPayout => ({
  _id: 'a'.repeat(24),
  accountKind: 'partner',
  accountId: 'b'.repeat(24),
  amount: 1000,
  channel: 'mpesa',
  status: 'Paid',
  reference: 'RKP0000201',
  failureReason: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  name: 'Mama Pilau',
  phone: '0722100201',
  retriedAs: null,
  updatedAt: '2026-11-24T08:01:00.000Z',
  ...over,
});

describe('payout history in the Money section', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('shows a skeleton while loading, then each payout with its status in Nairobi time', async () => {
    const answer = deferred<Response>();
    stubFetch({ 'GET /api/admin/payouts': () => answer.promise });
    renderWithApp(<PayoutHistory />);
    expect(screen.getByText('Loading payouts…')).toBeInTheDocument();
    answer.resolve(jsonResponse(200, { items: [payout({})] }));
    const list = await screen.findByRole('list', { name: 'Payouts' });
    expect(within(list).getByText(/Mama Pilau/)).toBeInTheDocument();
    expect(within(list).getByText(/Ksh 1,000.00/)).toBeInTheDocument();
    // 08:00 UTC is 11:00 in Nairobi.
    expect(within(list).getByText(/M-Pesa to 0722100201 · .*11:00.* · ref RKP0000201/)).toBeInTheDocument();
    expect(within(list).getByText('Paid')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('says so when nothing was paid yet', async () => {
    stubFetch({ 'GET /api/admin/payouts': () => jsonResponse(200, { items: [] }) });
    renderWithApp(<PayoutHistory />);
    expect(await screen.findByText('No payouts yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows the server's reason when loading fails and loads again on retry", async () => {
    let fail = true;
    stubFetch({ 'GET /api/admin/payouts': () => (fail ? jsonResponse(503, { message: 'The database is restarting.' }) : jsonResponse(200, { items: [payout({})] })) });
    renderWithApp(<PayoutHistory />);
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Payouts' })).toBeInTheDocument();
  });

  it('shows why a payout failed and retries it once, only while it was not retried', async () => {
    const failed = payout({ _id: 'c'.repeat(24), status: 'Failed', reference: null, failureReason: 'The balance is insufficient for the transaction.' });
    const retried = payout({ _id: 'd'.repeat(24), status: 'Failed', reference: null, failureReason: 'Timed out', retriedAs: 'e'.repeat(24), name: 'Juma' });
    const RETRY = `/api/admin/payouts/${failed._id}/retry`;
    const api = stubFetch({
      'GET /api/admin/payouts': () => jsonResponse(200, { items: [failed, retried] }),
      [`POST ${RETRY}`]: () => jsonResponse(201, payout({ _id: 'e'.repeat(24), status: 'Sent', reference: null })),
    });
    renderWithApp(<PayoutHistory />);
    expect(await screen.findByText('The balance is insufficient for the transaction.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Failed, retried')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Retry the payout/ });
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0]!);
    await vi.waitFor(() => expect(api.callsTo('POST', RETRY)).toHaveLength(1));
    await vi.waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Sent Ksh 1,000.00 again to Mama Pilau by M-Pesa.'));
  });
});
