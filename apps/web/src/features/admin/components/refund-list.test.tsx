import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TRefundView } from '@sokoni/domain/contracts/payments';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { RefundList } from './refund-list.tsx';

const ORDER = 'f'.repeat(24);
const refund = (over: Partial<TRefundView>): TRefundView => ({
  _id: 'a'.repeat(24),
  amount: 537,
  phone: '0711000305',
  state: 'sent',
  reason: 'cancelled by Sokoni: Shop closed for the day',
  failure: null,
  transactionId: 'RKA0000305',
  createdAt: '2026-11-24T08:00:00.000Z',
  ...over,
});

describe('refunds in the admin order detail', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('shows each refund with its state, and offers a retry only for a failed one', async () => {
    const failed = refund({ _id: 'b'.repeat(24), state: 'failed', failure: 'The balance is insufficient for the transaction.', transactionId: null });
    const RETRY = `/api/admin/orders/${ORDER}/refunds/${failed._id}/retry`;
    const api = stubFetch({ [`POST ${RETRY}`]: () => jsonResponse(200, { ...failed, _id: 'c'.repeat(24), state: 'sending', failure: null }) });
    renderWithApp(
      <>
        <RefundList orderId={ORDER} refunds={[refund({}), failed]} />
        <Toaster />
      </>,
    );
    expect(screen.getByText(/Ksh 537.00 to 0711000305 · sent · receipt RKA0000305/)).toBeInTheDocument();
    expect(screen.getByText('The balance is insufficient for the transaction.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Retry refund' });
    expect(buttons).toHaveLength(1);
    await userEvent.setup().click(buttons[0]!);
    await waitFor(() => expect(api.callsTo('POST', RETRY)).toHaveLength(1));
    expect(await screen.findByText('Refund of Ksh 537.00 sent again to 0711000305.')).toBeInTheDocument();
  });
});
