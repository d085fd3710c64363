import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBalance } from '@sokoni/domain/contracts/ledger';
import { restoreSession } from '../../../lib/session.ts';
import { deferred, stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { PayDialog, payAllPlan } from './pay-dialog.tsx';

const balance = (name: string, due: number, over: Partial<TBalance> = {}): TBalance => ({
  accountKind: 'partner',
  accountId: name.padEnd(24, '0').slice(0, 24),
  name,
  phone: '0722100201',
  balance: due,
  cashHeld: 0,
  due,
  ...over,
});

describe("'Pay all due'", () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('chooses every balance of at least the minimum, in the whole shillings M-Pesa sends', () => {
    const rows = [balance('aaa', 1000.5), balance('bbb', 99.99), balance('ccc', 100), balance('ddd', 0)];
    const plan = payAllPlan(rows, 100);
    expect(plan.rows.map((r) => r.name)).toEqual(['aaa', 'ccc']);
    expect(plan.total).toBe(1100);
  });

  it('confirms the count and total, shows progress, and lists what the server refused', async () => {
    const rows = [balance('aaa', 1000.5), balance('bbb', 250, { accountKind: 'driver' }), balance('ccc', 120)];
    const second = deferred<Response>();
    const api = stubFetch({
      'POST /api/admin/payouts': ({ body }) => {
        const id = (body as { accountId: string }).accountId;
        if (id.startsWith('bbb')) return second.promise;
        if (id.startsWith('ccc')) return jsonResponse(409, { message: 'A payout to ccc is already in flight; wait for its result first.' });
        return jsonResponse(201, { _id: 'f'.repeat(24) });
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<PayDialog rows={rows} title="Pay all due by M-Pesa?" batch onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Pay all due by M-Pesa?' });
    expect(dialog).toHaveAccessibleDescription(/Send 3 M-Pesa payouts, Ksh 1,370.00 in all/);
    expect(within(dialog).getByRole('list', { name: 'Payouts to send' }).querySelectorAll('li')).toHaveLength(3);
    const confirm = within(dialog).getByRole('button', { name: 'Pay 3 for Ksh 1,370.00' });
    // The confirm button has the focus: Enter pays, Escape leaves.
    expect(confirm).toHaveFocus();
    await user.click(confirm);

    expect(await within(dialog).findByText('Sending 2 of 3…')).toBeInTheDocument();
    second.resolve(jsonResponse(201, { _id: 'e'.repeat(24) }));
    expect(await within(dialog).findByText('Done: 2 of 3 sent.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ccc: A payout to ccc is already in flight; wait for its result first.');
    expect(api.callsTo('POST', '/api/admin/payouts').map((c) => c.body)).toEqual(rows.map((r) => ({ accountKind: r.accountKind, accountId: r.accountId })));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("closes by itself once every payout was sent, and 'Back' sends nothing", async () => {
    const api = stubFetch({ 'POST /api/admin/payouts': () => jsonResponse(201, { _id: 'f'.repeat(24) }) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<PayDialog rows={[balance('aaa', 500)]} title="Pay aaa by M-Pesa?" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/Send Ksh 500.00 by M-Pesa to aaa on 0722100201/);
    await user.click(screen.getByRole('button', { name: 'Pay Ksh 500.00' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    unmount();
  });
});
