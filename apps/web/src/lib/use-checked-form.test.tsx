import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/ui/text-field.tsx';
import { useCheckedForm, type EditRule } from './use-checked-form.ts';

const ZName = z.object({ name: z.string().trim().min(2, 'name must be at least 2 characters') });

function NameForm({ save, onEdit, check }: { save: (name: string) => Promise<void>; onEdit?: EditRule; check?: (v: { name: string }) => string | null }) {
  const form = useCheckedForm({
    initial: { name: '' },
    check,
    schema: ZName,
    labels: { name: 'Your name' },
    onEdit,
    failureOf: () => 'Could not save.',
    save: (parsed) => save(parsed.name),
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      {form.failure && <p role="alert">{form.failure}</p>}
      <TextField label="Name" {...form.bind('name')} />
      <button type="submit">Save</button>
      {form.submitting && <p role="status">Saving…</p>}
    </form>
  );
}

describe('the shared form hook', () => {
  it("shows the contract's refusal beside the field in the screen's words, and sends nothing", async () => {
    const save = vi.fn(async () => {});
    render(<NameForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Your name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the form's own one-sentence refusal above the fields", async () => {
    const save = vi.fn(async () => {});
    render(<NameForm save={save} check={({ name }) => (name ? null : 'Please fill in your name')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in your name');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps an error while typing, or drops it, as the form asks', async () => {
    const { unmount } = render(<NameForm save={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Wanjiru');
    expect(screen.getByText(/Your name must be/)).toBeInTheDocument();
    unmount();

    render(<NameForm save={async () => {}} onEdit="clear" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), 'W');
    expect(screen.queryByText(/Your name must be/)).not.toBeInTheDocument();
  });

  it('checks again as the user types when asked to', async () => {
    render(<NameForm save={async () => {}} onEdit="recheck" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), 'W');
    expect(screen.getByText(/Your name must be/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'a');
    expect(screen.queryByText(/Your name must be/)).not.toBeInTheDocument();
  });

  it('sends the parsed values once while a save is under way, and words a failure', async () => {
    let finish: (ok: boolean) => void = () => {};
    const save = vi.fn(() => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('down'))))));
    render(<NameForm save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), '  Wanjiru ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Wanjiru');
    finish(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save.');
  });
});
