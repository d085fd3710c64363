import type { TOrder } from '@sokoni/domain/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { restoreSession, setRoleSession } from '../../lib/session.ts';
import { stubFetch } from '../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { ReportProblemDialog } from './report-problem-dialog.tsx';

const ORDER_ID = 'f'.repeat(24);
const ITEM_ID = 'a'.repeat(24);

const order = {
  _id: ORDER_ID,
  orderId: 'SKN-20261125-000001',
  paymentMethod: 'Mpesa',
  status: 'Delivered',
  items: [{ _id: ITEM_ID, product: { _id: 'p'.repeat(24), name: 'Soda' }, quantity: 3, price: 60.5, shop: { _id: 's'.repeat(24), shopName: 'Soda Corner' } }],
} as unknown as TOrder;

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', { _id: 'c'.repeat(24) } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('reporting a problem', () => {
  it('lets the customer ask for Sokoni credit rather than M-Pesa, and sends the wish with the report', async () => {
    const user = userEvent.setup();
    const server = stubFetch({ [`POST /api/orders/${ORDER_ID}/problems`]: () => jsonResponse(201, { problem: {} }) });
    renderWithApp(<ReportProblemDialog order={order} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).queryByLabelText(/prefer Sokoni credit/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Missing item' }));
    await user.type(within(dialog).getByLabelText(/Soda/), '2');
    await user.click(within(dialog).getByLabelText('If money is paid back, I prefer Sokoni credit for my next order rather than M-Pesa.'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(server.callsTo('POST', `/api/orders/${ORDER_ID}/problems`)).toHaveLength(1));
    const form = server.callsTo('POST', `/api/orders/${ORDER_ID}/problems`)[0]!.body as FormData;
    expect(form.get('refundAs')).toBe('credit');
    expect(JSON.parse(String(form.get('lines')))).toEqual([{ item: ITEM_ID, quantity: 2 }]);
  });

  it('asks in Kiswahili, and says in Kiswahili what is missing before sending', async () => {
    await i18n.changeLanguage('sw');
    const user = userEvent.setup();
    const server = stubFetch({});
    renderWithApp(<ReportProblemDialog order={order} open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Ripoti tatizo' });
    await user.click(within(dialog).getByRole('radio', { name: 'Bidhaa haipo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tuma ripoti' }));
    expect(await within(dialog).findByText('Chagua bidhaa zilizoathirika na idadi ya kila moja')).toBeVisible();
    expect(server.calls).toHaveLength(0);
  });
});
