import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_ALL_DAY, type TStoreHours } from '@sokoni/domain/opening-hours';
import { renderWithApp } from '../../../test/render.tsx';
import { HoursEditor } from './hours-editor.tsx';

function renderEditor(onSave = vi.fn(async (_: TStoreHours) => ({}))) {
  renderWithApp(<HoursEditor initial={OPEN_ALL_DAY} saving={false} onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

describe('opening hours editor', () => {
  it('says a new store is open all day, until a preset replaces the hours', async () => {
    const { user } = renderEditor();
    expect(screen.getAllByText('Open all day')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Every day 8-22' }));
    expect(screen.queryByText('Open all day')).not.toBeInTheDocument();
  });

  it("saves 'Every day 8-22' for the whole week", async () => {
    const { onSave, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Every day 8-22' }));
    expect(screen.getByLabelText('Sunday opens')).toHaveValue('08:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.week.mon).toEqual([{ open: '08:00', close: '22:00' }]);
    expect(saved.week.sun).toEqual([{ open: '08:00', close: '22:00' }]);
    expect(await screen.findByText('Hours saved.')).toBeInTheDocument();
  });

  it("closes the weekend with 'Weekdays only' and copies a day to all", async () => {
    const { onSave, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Every day 8-22' }));
    await user.click(screen.getByRole('button', { name: 'Weekdays only' }));
    expect(screen.queryByLabelText('Saturday opens')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Copy Tuesday to all days' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    const saved = onSave.mock.calls[0]![0];
    expect(saved.week.sat).toEqual([{ open: '08:00', close: '22:00' }, { open: '08:00', close: '17:00' }]);
  });

  it('adds a closure date with a note and shows a refusal from the server', async () => {
    const onSave = vi.fn(async () => {
      throw Object.assign(new Error('Use a date like 2026-12-25.'), { status: 400 });
    });
    const { user } = renderEditor(onSave);
    await user.click(screen.getByRole('button', { name: 'Add a closure date' }));
    await user.type(screen.getByLabelText('Closure 1 note'), 'Jamhuri Day');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ closures: [{ date: '', note: 'Jamhuri Day' }] }));
    expect(within(await screen.findByRole('alert')).getByText(/2026-12-25|Could not save/)).toBeInTheDocument();
  });
});
