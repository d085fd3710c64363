import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DateField } from './date-field.tsx';

function Harness({ onDay, max }: { onDay: (day: string) => void; max?: string }) {
  const [day, setDay] = useState('2026-12-25');
  return (
    <>
      <DateField
        label="Delivered on"
        value={day}
        max={max}
        onChange={(next) => {
          setDay(next);
          onDay(next);
        }}
      />
      <button type="button" onClick={() => setDay('')}>
        Clear
      </button>
    </>
  );
}

describe('date field', () => {
  it('shows and takes days as dd/mm/yyyy, and hands the page an ISO day', async () => {
    const user = userEvent.setup();
    const onDay = vi.fn();
    renderWithApp(<Harness onDay={onDay} />);
    const field = screen.getByLabelText('Delivered on');
    expect(field).toHaveValue('25/12/2026');

    await user.clear(field);
    await user.type(field, '1/2/2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-02-01');
    expect(field).toHaveValue('01/02/2026');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Choose Delivered on on a calendar' })).toBeInTheDocument();
  });

  it('says how to write a day it cannot read, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onDay = vi.fn();
    renderWithApp(<Harness onDay={onDay} max="2026-12-31" />);
    const field = screen.getByLabelText('Delivered on');
    await user.clear(field);
    onDay.mockClear();
    await user.type(field, '31/02/2026');
    await user.tab();
    expect(screen.getByText('Write the date as dd/mm/yyyy, e.g. 25/12/2026.')).toBeInTheDocument();
    expect(field).toHaveValue('31/02/2026');
    expect(onDay).not.toHaveBeenCalledWith(expect.stringMatching(/^2026-02/));

    await user.clear(field);
    await user.type(field, '02/01/2027');
    await user.tab();
    expect(screen.getByText('Choose 31/12/2026 or earlier.')).toBeInTheDocument();
  });
});
