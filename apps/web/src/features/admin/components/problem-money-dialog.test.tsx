import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TProblem } from '@sokoni/domain/contracts/problems';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { ProblemsSection } from './problems-section.tsx';

const PROBLEM_ID = '6650000000000000000000a1';
const RESOLVE = `/api/admin/problems/${PROBLEM_ID}/resolve`;

const problem = (overrides: Partial<TProblem> = {}): TProblem => ({
  _id: PROBLEM_ID,
  orderId: '6650000000000000000000b1',
  orderNumber: 'SKN-20261125-000123',
  kind: 'missing_item',
  lines: [
    { item: '6650000000000000000000c1', name: 'Soda', quantity: 3, price: 60.5, storeId: 's1' },
    { item: '6650000000000000000000c2', name: 'Pilau', quantity: 1, price: 350, storeId: 's2' },
  ],
  note: 'Sodas never came',
  photos: [],
  status: 'open',
  amount: 531.5,
  answers: [],
  outcome: null,
  outcomeReason: null,
  refundAs: null,
  settlement: null,
  deliveryFee: 120,
  paymentMethod: 'Mpesa',
  createdAt: '2026-11-25T06:00:00.000Z',
  dueAt: '2026-11-26T06:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

function stubProblems(open: TProblem) {
  return stubFetch({
    'GET /api/admin/problems': () => jsonResponse(200, { problems: [open] }),
    [`POST ${RESOLVE}`]: ({ body }) => {
      const b = body as { outcome: 'refund' | 'credit' };
      return jsonResponse(200, {
        problem: { ...open, status: 'resolved', outcome: b.outcome, settlement: { mpesa: b.outcome === 'refund' ? 241 : 0, credit: b.outcome === 'refund' ? 0 : 241, lines: [], deliveryFee: 120, itemsPaidBy: 'shop', feePaidBy: 'rider' } },
      });
    },
  });
}

async function openDialog(name: 'Refund…' | 'Give credit…') {
  const user = userEvent.setup();
  renderWithApp(<ProblemsSection />);
  await user.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay back for order SKN-20261125-000123' });
  return { user, dialog };
}

describe('paying back for a problem report', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('shows the amount for the chosen items and fee, who pays, and sends exactly that decision', async () => {
    const api = stubProblems(problem());
    const { user, dialog } = await openDialog('Refund…');
    // Every reported item at first: 3 × 60.50 + 350.
    expect(within(dialog).getByTestId('money-back-amount')).toHaveTextContent('Ksh 531.50 goes back to the M-Pesa number that paid');

    const sodas = within(dialog).getByLabelText(/Soda/);
    await user.clear(sodas);
    await user.type(sodas, '2');
    const pilau = within(dialog).getByLabelText(/Pilau/);
    await user.clear(pilau);
    await user.type(pilau, '0');
    await user.click(within(dialog).getByLabelText('Also pay back the delivery fee (Ksh 120.00)'));
    await user.click(within(dialog).getByLabelText('The rider'));
    expect(within(dialog).getByTestId('money-back-amount')).toHaveTextContent('Ksh 241.00 goes back to the M-Pesa number');

    await user.click(within(dialog).getByRole('button', { name: 'Refund Ksh 241.00' }));
    await waitFor(() => expect(api.callsTo('POST', RESOLVE)).toHaveLength(1));
    expect(api.callsTo('POST', RESOLVE)[0]!.body).toEqual({
      outcome: 'refund',
      lines: [{ item: '6650000000000000000000c1', quantity: 2 }],
      includeDeliveryFee: true,
      itemsPaidBy: 'shop',
      feePaidBy: 'rider',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Pay back/ })).not.toBeInTheDocument());
  });

  it('says the money goes back as credit for a cash order, or when the customer asked for credit, and allows no zero amount', async () => {
    stubProblems(problem({ paymentMethod: 'COD' }));
    const { user, dialog } = await openDialog('Refund…');
    expect(within(dialog).getByTestId('money-back-amount')).toHaveTextContent('as Sokoni credit (the order was not paid by M-Pesa)');
    await user.click(within(dialog).getByLabelText('Sokoni credit'));
    expect(within(dialog).getByRole('button', { name: 'Give Ksh 531.50 credit' })).toBeEnabled();
    for (const name of [/Soda/, /Pilau/]) {
      await user.clear(within(dialog).getByLabelText(name));
      await user.type(within(dialog).getByLabelText(name), '0');
    }
    expect(within(dialog).getByRole('button', { name: 'Give Ksh 0.00 credit' })).toBeDisabled();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    const open = problem({ refundAs: 'credit' });
    stubFetch({
      'GET /api/admin/problems': () => jsonResponse(200, { problems: [open] }),
      [`POST ${RESOLVE}`]: () => jsonResponse(400, { message: 'Only 1 × Soda can still be paid back.', code: 'bad_request' }),
    });
    const { user, dialog } = await openDialog('Give credit…');
    expect(within(dialog).getByTestId('money-back-amount')).toHaveTextContent('as Sokoni credit for the customer’s next orders');
    await user.click(within(dialog).getByRole('button', { name: 'Give Ksh 531.50 credit' }));
    expect(await within(dialog).findByText('Only 1 × Soda can still be paid back.')).toBeInTheDocument();
  });
});
