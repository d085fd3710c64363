import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { MoneySection } from './money-section.tsx';

const balances: TBalance[] = [
  { accountKind: 'partner', accountId: 'a'.repeat(24), name: 'Mama Pilau', phone: '0722100201', balance: 1000.5, cashHeld: 0, due: 1000.5 },
  { accountKind: 'driver', accountId: 'b'.repeat(24), name: 'Juma', phone: '0711000111', balance: 60, cashHeld: 0, due: 60 },
  { accountKind: 'driver', accountId: 'c'.repeat(24), name: 'Achieng', phone: '0711000222', balance: 5, cashHeld: 0, due: 5 },
];
const settings = (mpesaPayouts: boolean) => ({ commissionPercent: 10, riderSharePercent: 80, riderCashLimit: 5000, payoutMinimum: 100, mpesaPayouts });
const routes = (mpesaPayouts: boolean) => ({
  'GET /api/admin/balances': () => jsonResponse(200, balances),
  'GET /api/admin/money/settings': () => jsonResponse(200, settings(mpesaPayouts)),
  'GET /api/admin/payouts': () => jsonResponse(200, { items: [] }),
  'GET /api/admin/reconciliation': () => jsonResponse(200, { from: '2026-11-18', to: '2026-11-24', days: [], mismatches: [] }),
});

describe('the Money section', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('says who owes whom in words, with no negative amount', async () => {
    const owing: TBalance = { accountKind: 'driver', accountId: 'd'.repeat(24), name: 'Otieno', phone: '0711000333', balance: -55, cashHeld: 555, due: 0 };
    stubFetch({ ...routes(false), 'GET /api/admin/balances': () => jsonResponse(200, [owing]) });
    renderWithApp(<MoneySection />);
    const list = await screen.findByRole('list', { name: 'Balances' }, { timeout: 5000 });
    expect(within(list).getByText('Otieno owes Sokoni')).toBeInTheDocument();
    expect(within(list).getByText('Ksh 55.00')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('-55');
    expect(within(list).queryByText('Sokoni owes')).not.toBeInTheDocument();
  });

  it("offers 'Pay' for what M-Pesa can send, and 'Pay all due' for balances of at least PAYOUT_MINIMUM", async () => {
    stubFetch(routes(true));
    const user = userEvent.setup();
    renderWithApp(<MoneySection />);
    const list = await screen.findByRole('list', { name: 'Balances' }, { timeout: 5000 });
    expect(await within(list).findByRole('button', { name: 'Pay Mama Pilau by M-Pesa' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Pay Juma by M-Pesa' })).toBeInTheDocument();
    // Ksh 5 is below M-Pesa's Ksh 10: only a bank or cash payout is offered.
    expect(within(list).queryByRole('button', { name: 'Pay Achieng by M-Pesa' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Record a bank or cash payout to Achieng' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay all due' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay all due by M-Pesa?' });
    expect(within(dialog).getByRole('list', { name: 'Payouts to send' })).toHaveTextContent('Mama Pilau');
    expect(within(dialog).getByRole('list', { name: 'Payouts to send' })).not.toHaveTextContent('Juma');
    expect(within(dialog).getByRole('button', { name: 'Pay 1 for Ksh 1,000.00' })).toBeInTheDocument();
  });

  it('says M-Pesa payouts are off and keeps bank and cash payouts when they are', async () => {
    stubFetch(routes(false));
    renderWithApp(<MoneySection />);
    expect(await screen.findByText(/M-Pesa payouts are off on this server/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay all due' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /by M-Pesa$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a bank or cash payout to Mama Pilau' })).toBeInTheDocument();
  });
});
