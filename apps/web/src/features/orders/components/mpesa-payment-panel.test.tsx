import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOrderPayment } from '@sokoni/domain/contracts/payments';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { MpesaPaymentPanel } from './mpesa-payment-panel.tsx';

const id = 'a'.repeat(24);
const attempt = { _id: 'b'.repeat(24), kind: 'stk', status: 'awaiting', amount: 663, phone: '+254711000111', reason: null, receipt: null, createdAt: '2026-11-24T08:00:00.000Z' } as const;
const payment = (over: Partial<TOrderPayment> = {}): TOrderPayment => ({
  _id: id,
  orderId: 'SKN-20261124-000001',
  status: 'AwaitingPayment',
  paymentMethod: 'Mpesa',
  paymentStatus: 'AwaitingPayment',
  amount: 663,
  receipt: null,
  expiresAt: new Date(Date.now() + 540_000).toISOString(),
  latest: attempt,
  paybill: null,
  simulator: null,
  refunds: [],
  ...over,
});

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'token', { _id: 'c'.repeat(24) } as never);
});
afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithApp(
    <>
      <MpesaPaymentPanel orderId={id} token="token" />
      <Toaster />
    </>,
  );

describe('the M-Pesa waiting screen', () => {
  it('says an amount below M-Pesa\'s minimum came back as Sokoni credit, not to the phone', async () => {
    const paid = payment({
      status: 'Accepted',
      paymentStatus: 'Paid',
      refunds: [{ _id: 'd'.repeat(24), amount: 6, phone: '0711000111', reason: 'replacement refused', state: 'credited', failure: null, transactionId: null, createdAt: '2026-11-24T09:00:00.000Z' }],
    });
    stubFetch({ [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, paid) });
    show();
    expect(await screen.findByText('Ksh 6.00 is back as Sokoni credit for your next order: M-Pesa sends nothing below Ksh 10.')).toBeInTheDocument();
    expect(screen.queryByText(/0711000111/)).not.toBeInTheDocument();
  });

  it('tells the customer of money going back once the order is paid: sent, or failed and being seen to', async () => {
    const refund = { _id: 'd'.repeat(24), amount: 200, phone: '0711000111', reason: 'declined: out of stock', createdAt: '2026-11-24T09:00:00.000Z' } as const;
    const refunded = payment({
      status: 'Cancelled',
      paymentStatus: 'RefundFailed',
      refunds: [
        { ...refund, state: 'sent', failure: null, transactionId: 'RKA1' },
        { ...refund, _id: 'e'.repeat(24), amount: 463, state: 'failed', failure: 'The balance is insufficient for the transaction.', transactionId: null },
      ],
    });
    stubFetch({ [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, refunded) });
    show();
    expect(await screen.findByText(/Refund of Ksh 200.00 sent to 0711000111/)).toBeInTheDocument();
    expect(screen.getByText(/Refund of Ksh 463.00 failed, we are on it/)).toBeInTheDocument();
  });

  it('asks for the PIN with the amount, the number and the time left, and the test phone in simulator mode', async () => {
    stubFetch({ [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, payment({ simulator: { label: 'M-Pesa simulator: test payment, no money moves', checkoutRequestId: 'ws_CO_1' } })) });
    show();
    expect(await screen.findByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeInTheDocument();
    expect(screen.getByText('Ksh 663.00')).toBeInTheDocument();
    expect(screen.getByText('+254711000111')).toBeInTheDocument();
    expect(screen.getByText(/^[89]:[0-5]\d$/)).toBeInTheDocument();
    expect(screen.getByText('Test payment — no money moves')).toBeInTheDocument();
    for (const name of ['Approve', 'Cancel', 'Wrong PIN', 'No answer']) expect(screen.getByRole('button', { name })).toBeEnabled();
  });

  it('says in plain words why it failed, offers the Paybill, tries again on another number, or switches to cash', async () => {
    const user = userEvent.setup();
    const failed = payment({ paymentStatus: 'Failed', latest: { ...attempt, status: 'failed', reason: 'no-answer' }, paybill: { shortcode: '174379', account: '261124000001', amount: 663 } });
    const server = stubFetch({
      [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, failed),
      [`POST /api/orders/${id}/pay`]: () => jsonResponse(200, failed),
    });
    show();
    expect(await screen.findByText('The phone did not answer in time, or could not be reached.')).toBeInTheDocument();
    expect(screen.getByText('174379')).toBeInTheDocument();
    expect(screen.getByText('261124000001')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    const number = screen.getByLabelText('M-Pesa phone number');
    await user.clear(number);
    await user.type(number, '12');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/orders/${id}/pay`)).toHaveLength(0);
    await user.clear(number);
    await user.type(number, '0722 000 333');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.callsTo('POST', `/api/orders/${id}/pay`)).toHaveLength(1));
    expect(server.callsTo('POST', `/api/orders/${id}/pay`)[0]!.body).toEqual({ phoneNumber: '+254722000333' });

    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    await waitFor(() => expect(server.callsTo('POST', `/api/orders/${id}/pay`)).toHaveLength(2));
    expect(server.callsTo('POST', `/api/orders/${id}/pay`)[1]!.body).toEqual({ method: 'COD' });
    expect(await screen.findByText('You will pay cash on delivery.')).toBeInTheDocument();
  });

  it('says when the order expired unpaid, and shows nothing once it is paid', async () => {
    stubFetch({ [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, payment({ status: 'Expired', paymentStatus: 'Expired', expiresAt: null })) });
    const { unmount } = show();
    expect(await screen.findByText(/expired before it was paid/)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubFetch({ [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, payment({ status: 'Pending', paymentStatus: 'Paid', expiresAt: null })) });
    show();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'M-Pesa payment' })).toBeNull());
    expect(screen.queryByText(/Check your phone/)).toBeNull();
  });

  it('says in Kiswahili why the payment failed and how else to pay', async () => {
    await i18n.changeLanguage('sw');
    const failed = payment({ paymentStatus: 'Failed', latest: { ...attempt, status: 'failed', reason: 'wrong-pin' }, paybill: { shortcode: '174379', account: '261124000001', amount: 663 } });
    stubFetch({ [`GET /api/orders/${id}/payment`]: () => jsonResponse(200, failed) });
    show();
    expect(await screen.findByRole('heading', { name: 'Malipo hayakufanikiwa' })).toBeInTheDocument();
    expect(screen.getByText('PIN ya M-Pesa uliyoweka si sahihi.')).toBeInTheDocument();
    expect(screen.getByText(/Tutaomba Ksh 663.00 kwa \+254711000111\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Badala yake, lipa ukipokea' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Au lipa kwa Lipa na M-Pesa' })).toBeInTheDocument();
  });
});
