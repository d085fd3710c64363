import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { activeOrder, DRIVER } from '../test/fixtures.ts';
import { CompletedOrdersTab } from './completed-orders-tab.tsx';

const fetchMock = vi.fn<typeof fetch>();
const delivered = { ...activeOrder(['Delivered'], 'Confirmed Delivered'), fee: 143, driverEarning: 114.4, deliveredAt: '2026-11-21T09:30:00.000Z' };

beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).includes('date=')
      ? jsonResponse(200, { date: '2026-11-20', orders: [], totals: { count: 0, fees: 0, earnings: 0 } })
      : jsonResponse(200, { date: null, orders: [delivered], totals: { count: 1, fees: 143, earnings: 114.4 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('completed orders', () => {
  it("shows five placeholders, then each order's fee and 80% and the totals, to two decimals", async () => {
    renderWithApp(<CompletedOrdersTab driver={DRIVER} />);
    expect(screen.getAllByTestId('list-skeleton-card')).toHaveLength(5);
    const card = await screen.findByRole('article', { name: `Order ${delivered.orderId}` });
    expect(card).toHaveTextContent('Ksh 143.00');
    expect(card).toHaveTextContent('Ksh 114.40');
    expect(screen.getByTestId('total-fees')).toHaveTextContent('Ksh 143.00');
    expect(screen.getByTestId('total-earnings')).toHaveTextContent('Ksh 114.40');
  });

  it('filters by delivery date', async () => {
    const user = userEvent.setup();
    renderWithApp(<CompletedOrdersTab driver={DRIVER} />);
    await screen.findByRole('article', { name: `Order ${delivered.orderId}` });
    // Days are written the Kenyan way; the API still gets an ISO day.
    expect(screen.getByLabelText('Delivered on')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(screen.getByLabelText('Delivered on'), '20/11/2026');
    expect(await screen.findByText('No completed orders for the selected date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Delivered on')).toHaveValue('20/11/2026');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/api/driver-completed-orders/${DRIVER._id}?withTotals=1&date=2026-11-20`))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(screen.getByTestId('total-earnings')).toHaveTextContent('Ksh 114.40'));
  });
});
