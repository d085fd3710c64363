import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { AddTipForm } from './add-tip-form.tsx';

const ORDER = 'f'.repeat(24);

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', { _id: 'c'.repeat(24) } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('tipping after delivery', () => {
  it('promises a cash tip when M-Pesa is off', async () => {
    const server = stubFetch({
      'GET /api/payments/methods': () => jsonResponse(200, { mpesa: false, mpesaSimulator: false }),
      [`POST /api/orders/${ORDER}/tip`]: () => jsonResponse(201, { amount: 50, addedAt: 'after', method: 'cash', status: 'Promised' }),
    });
    renderWithApp(<AddTipForm orderId={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add cash tip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a tip amount.');
    await userEvent.click(screen.getByRole('radio', { name: 'Ksh 50' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add cash tip' }));
    expect(server.callsTo('POST', `/api/orders/${ORDER}/tip`)[0]?.body).toEqual({ amount: 50, method: 'cash' });
    expect(screen.queryByRole('radio', { name: 'M-Pesa' })).not.toBeInTheDocument();
  });

  it('asks for an M-Pesa prompt on the chosen phone', async () => {
    const server = stubFetch({
      'GET /api/payments/methods': () => jsonResponse(200, { mpesa: true, mpesaSimulator: false }),
      [`POST /api/orders/${ORDER}/tip`]: () => jsonResponse(201, { amount: 100, addedAt: 'after', method: 'mpesa', status: 'Awaiting' }),
    });
    renderWithApp(<AddTipForm orderId={ORDER} phone="+254712345678" />);
    await userEvent.click(await screen.findByRole('radio', { name: 'M-Pesa' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ksh 100' }));
    expect(screen.getByLabelText('M-Pesa phone number')).toHaveValue('+254712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay tip by M-Pesa' }));
    expect(server.callsTo('POST', `/api/orders/${ORDER}/tip`)[0]?.body).toEqual({ amount: 100, method: 'mpesa', mpesaPhone: '+254712345678' });
  });
});
