import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin, store, storeDetail, STORE_ID } from '../testing/fixtures.ts';
import { PartnersSection } from './partners-section.tsx';
import { ReasonModal } from './reason-modal.tsx';

const SUSPEND = `/api/admin/partners/${STORE_ID}/suspend`;

function stubStoreApi(suspend = () => jsonResponse(200, { message: 'Store suspended.', partner: { ...store, suspended: true, suspendedReason: 'Expired permit' } })) {
  return stubFetch({
    'GET /api/admin/partners': () => jsonResponse(200, { items: [store], nextCursor: null }),
    [`GET /api/admin/partners/${STORE_ID}`]: () => jsonResponse(200, storeDetail),
    [`POST ${SUSPEND}`]: suspend,
  });
}

async function openSuspendPrompt() {
  const user = userEvent.setup();
  renderWithApp(<PartnersSection />);
  await user.click(await screen.findByRole('button', { name: 'Highland Kids Toys: open details' }, { timeout: 5000 }));
  const drawer = await screen.findByRole('dialog', { name: 'Highland Kids Toys' });
  await user.click(await within(drawer).findByRole('button', { name: 'Suspend' }));
  const prompt = await screen.findByRole('dialog', { name: 'Suspend Highland Kids Toys?' });
  return { user, prompt };
}

describe('suspending with a reason', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('will not suspend a store without a reason', async () => {
    const api = stubStoreApi();
    const { user, prompt } = await openSuspendPrompt();
    await user.click(within(prompt).getByRole('button', { name: 'Suspend store' }));
    expect(within(prompt).getByText('Please give a reason: the account holder is shown it.')).toBeInTheDocument();
    expect(within(prompt).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(prompt).getByLabelText('Reason'), '  ok ');
    await user.click(within(prompt).getByRole('button', { name: 'Suspend store' }));
    expect(within(prompt).getByText('The reason must be at least 3 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST', SUSPEND)).toHaveLength(0);
  });

  it('sends the reason, closes and says so', async () => {
    const api = stubStoreApi();
    const { user, prompt } = await openSuspendPrompt();
    await user.type(within(prompt).getByLabelText('Reason'), '  Expired permit ');
    await user.click(within(prompt).getByRole('button', { name: 'Suspend store' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suspend Highland Kids Toys?' })).not.toBeInTheDocument());
    const [call] = api.callsTo('POST', SUSPEND);
    expect(call!.body).toEqual({ reason: 'Expired permit' });
    expect(call!.headers.get('authorization')).toBe('Bearer admin-token');
    expect(getToasts().map((t) => t.message)).toContain('Store suspended.');
  });

  it("stays open with the server's reason when it refuses", async () => {
    stubStoreApi(() => jsonResponse(409, { message: 'This store is already suspended.', code: 'conflict' }));
    const { user, prompt } = await openSuspendPrompt();
    await user.type(within(prompt).getByLabelText('Reason'), 'Expired permit');
    await user.click(within(prompt).getByRole('button', { name: 'Suspend store' }));
    expect(await within(prompt).findByText('This store is already suspended.')).toBeInTheDocument();
    expect(within(prompt).getByRole('button', { name: 'Suspend store' })).toBeEnabled();
  });

  it('shows progress and blocks a second send while the server answers', async () => {
    let release!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ReasonModal open onClose={onClose} title="Suspend Baraka?" confirmLabel="Suspend customer" onConfirm={onConfirm} />);
    await user.type(screen.getByLabelText('Reason'), 'Abusive calls to drivers');
    await user.click(screen.getByRole('button', { name: 'Suspend customer' }));
    expect(screen.getByRole('button', { name: 'Suspend customer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Suspend customer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('lets an optional reason (a reinstatement) go empty', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithApp(<ReasonModal open onClose={() => undefined} title="Reinstate Baraka?" confirmLabel="Reinstate customer" reasonRequired={false} onConfirm={onConfirm} />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reinstate customer' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });
});
