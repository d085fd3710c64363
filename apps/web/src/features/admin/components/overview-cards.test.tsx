import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { overviewAnswer } from '../testing/fixtures.ts';
import { OverviewCards } from './overview-cards.tsx';
import { StatusBreakdown } from './status-breakdown.tsx';

/** The figure a card shows, found by its label as a reader would. */
function card(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

describe('overview cards', () => {
  it('show the orders of today, 7 and 30 days', () => {
    render(<OverviewCards overview={overviewAnswer()} />);
    expect(card('Today')).toHaveTextContent('3');
    expect(card('Last 7 days')).toHaveTextContent('21');
    expect(card('Last 30 days')).toHaveTextContent('96');
  });

  it('show the money of the window in whole shillings, with the 80% payouts and the platform share', () => {
    render(<OverviewCards overview={overviewAnswer()} />);
    expect(screen.getByRole('heading', { name: 'Money, last 30 days (cancelled orders left out)' })).toBeInTheDocument();
    expect(card('Gross order value')).toHaveTextContent('Ksh 123,456');
    expect(card('Gross order value')).toHaveTextContent('Items Ksh 110,000.00 plus delivery fees');
    expect(card('Delivery fees')).toHaveTextContent('Ksh 13,456');
    expect(card('Driver payouts (80%)')).toHaveTextContent('Ksh 9,600');
    expect(card('Platform share')).toHaveTextContent('Ksh 2,400');
  });

  it('show active accounts with the rest of each count', () => {
    render(<OverviewCards overview={overviewAnswer()} />);
    expect(card('Active partners')).toHaveTextContent('15');
    expect(card('Active partners')).toHaveTextContent('17 in all · 1 suspended · 2 unverified');
    expect(card('Active drivers')).toHaveTextContent('6');
    expect(card('Active drivers')).toHaveTextContent('9 in all · 2 pending · 1 rejected · 0 suspended');
    expect(card('Active customers')).toHaveTextContent('238');
    expect(card('Pending drivers')).toHaveTextContent('2');
  });

  it('list orders by status in the order an order moves through them', () => {
    render(<StatusBreakdown counts={overviewAnswer().ordersByStatus} />);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Pending5', 'Delivered40', 'Cancelled3']);
  });

  it('say so when the window has no orders', () => {
    render(<StatusBreakdown counts={[]} />);
    expect(screen.getByText('No orders in this period yet.')).toBeInTheDocument();
  });
});
