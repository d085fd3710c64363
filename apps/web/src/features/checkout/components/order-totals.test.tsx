import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { placeOrderBlocker } from '../checkout-guards.ts';
import { OrderTotals } from './order-totals.tsx';
import { StepIndicator } from './step-indicator.tsx';

describe('checkout in Kiswahili', () => {
  it('names the steps, the lines of the totals and why an order cannot be placed yet', async () => {
    await i18n.changeLanguage('sw');
    render(
      <>
        <StepIndicator step={2} onSelect={() => {}} />
        <OrderTotals subtotal={1100} fee={100} tip={50} promo={{ code: 'KARIBU', discount: 110 }} />
      </>,
    );
    expect(screen.getByRole('list', { name: 'Hatua za kulipia oda' })).toHaveTextContent('Maelezo ya Oda');
    expect(screen.getByText('Ofa (KARIBU)')).toBeInTheDocument();
    expect(screen.getByText('Ada ya usafirishaji')).toBeInTheDocument();
    expect(screen.getByText('Bakshishi kwa msafirishaji')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Ksh 1,140.00');
    expect(placeOrderBlocker({ feeState: 'calculating', option: 'platform', fee: null })).toBe('Tafadhali subiri ada ya usafirishaji ikokotolewe.');
  });
});
