import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { otherTipError, TipPicker } from './tip-picker.tsx';

function Host({ seen }: { seen: number[] }) {
  const [tip, setTip] = useState(0);
  return (
    <>
      <TipPicker
        value={tip}
        onChange={(next) => {
          seen.push(next);
          setTip(next);
        }}
      />
      <output aria-label="chosen tip">{tip}</output>
    </>
  );
}

describe('the tip picker', () => {
  it('offers no tip, Ksh 20, 50, 100 and another amount, keyboard-usable radios', async () => {
    const seen: number[] = [];
    renderWithApp(<Host seen={seen} />);
    expect(screen.getByRole('radio', { name: 'No tip' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Ksh 50' }));
    expect(screen.getByRole('radio', { name: 'Ksh 50' })).toBeChecked();
    expect(screen.getByLabelText('chosen tip')).toHaveTextContent('50');

    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByLabelText('Other tip (Ksh)');
    expect(screen.getByText('Please enter the tip in shillings.')).toBeInTheDocument();
    expect(screen.getByLabelText('chosen tip')).toHaveTextContent('0');
    await userEvent.type(other, '75');
    expect(screen.getByLabelText('chosen tip')).toHaveTextContent('75');
    expect(other).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an amount the server would refuse', () => {
    expect(otherTipError('12.5')).toContain('whole number');
    expect(otherTipError('0')).toContain('at least');
    expect(otherTipError('20000')).toContain('at most');
    expect(otherTipError('150')).toBeNull();
  });
});
