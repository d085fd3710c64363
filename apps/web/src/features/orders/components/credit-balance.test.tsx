import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_CUSTOMER } from '../../../test/customer.ts';
import { CreditBalance } from './credit-balance.tsx';

describe('Sokoni credit on the account page', () => {
  it('shows the balance and when the soonest part expires, in Nairobi time', () => {
    render(<CreditBalance user={{ ...TEST_CUSTOMER, creditBalance: 181, creditExpiresAt: '2027-05-23T21:30:00.000Z', creditExpiringAmount: 121 } as never} />);
    expect(screen.getByRole('heading', { name: 'Sokoni credit' })).toBeInTheDocument();
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('Ksh 181.00');
    expect(screen.getByText(/Used automatically at your next checkout\. Ksh 121\.00 of it expires on/)).toHaveTextContent(/24/);
  });

  it('explains what credit is when there is none', () => {
    render(<CreditBalance user={TEST_CUSTOMER as never} />);
    expect(screen.getByTestId('credit-balance')).toHaveTextContent('Ksh 0.00');
    expect(screen.getByText(/When we pay you back for a problem/)).toBeInTheDocument();
  });
});
