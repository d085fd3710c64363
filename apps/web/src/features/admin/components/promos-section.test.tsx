import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPromo } from '@sokoni/domain/contracts/promos';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { PromosSection } from './promos-section.tsx';

const PROMO_ID = '7'.repeat(24);
const promo: TPromo = {
  _id: PROMO_ID,
  code: 'KARIBU',
  kind: 'percent',
  value: 10,
  minOrder: 500,
  maxDiscount: 200,
  totalUses: 100,
  perCustomer: true,
  firstOrderOnly: true,
  validFrom: null,
  validTo: '2026-12-31T21:00:00.000Z',
  shop: null,
  fundedBy: 'platform',
  paused: false,
  usedCount: 3,
  state: 'active',
  createdAt: '2026-11-25T06:00:00.000Z',
};

describe('the Promos section', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it("shows the server's reason when loading fails, then the codes after a retry", async () => {
    let fail = true;
    stubFetch({ 'GET /api/admin/promos': () => (fail ? jsonResponse(503, { message: 'The database is restarting.' }) : jsonResponse(200, { promos: [promo] })) });
    const user = userEvent.setup();
    renderWithApp(<PromosSection />);
    expect(screen.getByRole('status', { name: 'Loading promo codes' })).toBeInTheDocument();
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const row = (await screen.findByText('KARIBU')).closest('li')!;
    expect(within(row).getByText('10% off, at most Ksh 200.00')).toBeInTheDocument();
    expect(within(row).getByText('3 of 100 used')).toBeInTheDocument();
    expect(within(row).getByText(/One use per customer · First order only · Every shop · Paid by Sokoni · Until 1 Jan 2027/)).toBeInTheDocument();
  });

  it('says so when there are no codes', async () => {
    stubFetch({ 'GET /api/admin/promos': () => jsonResponse(200, { promos: [] }) });
    renderWithApp(<PromosSection />);
    expect(await screen.findByText('No promo codes yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('pauses a code, and lists the orders that used it', async () => {
    let paused = false;
    const api = stubFetch({
      'GET /api/admin/promos': () => jsonResponse(200, { promos: [{ ...promo, paused, state: paused ? 'paused' : 'active' }] }),
      [`POST /api/admin/promos/${PROMO_ID}/pause`]: () => {
        paused = true;
        return jsonResponse(200, { ...promo, paused: true, state: 'paused' });
      },
      [`GET /api/admin/promos/${PROMO_ID}/uses`]: () =>
        jsonResponse(200, { code: 'KARIBU', uses: [{ orderId: 'a'.repeat(24), orderNumber: 'SKN-20261125-000001', customer: 'Amina W.', discount: 50, at: '2026-11-25T07:00:00.000Z', released: true }] }),
    });
    const user = userEvent.setup();
    renderWithApp(<PromosSection />);
    await user.click(await screen.findByRole('button', { name: 'Pause KARIBU' }, { timeout: 5000 }));
    expect(await screen.findByRole('button', { name: 'Resume KARIBU' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/promos/${PROMO_ID}/pause`)).toHaveLength(1);
    expect(getToasts().map((t) => t.message)).toContain('KARIBU is paused: checkouts refuse it.');
    await user.click(screen.getByRole('button', { name: 'See uses' }));
    expect(await screen.findByText('SKN-20261125-000001')).toBeInTheDocument();
    expect(screen.getByText('Given back')).toBeInTheDocument();
  });
});

describe('the create form', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('refuses what the server would refuse, beside each field, and sends nothing', async () => {
    const api = stubFetch({ 'GET /api/admin/promos': () => jsonResponse(200, { promos: [] }) });
    const user = userEvent.setup();
    renderWithApp(<PromosSection />);
    await user.click(await screen.findByRole('button', { name: 'New promo code' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'x');
    await user.type(within(dialog).getByLabelText('Amount (%)'), '150');
    await user.selectOptions(within(dialog).getByLabelText('Paid for by'), 'shop');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await within(dialog).findByText('Code must be 3 to 30 letters, digits, - or _')).toBeInTheDocument();
    expect(within(dialog).getByText('A percentage must be at most 100')).toBeInTheDocument();
    expect(within(dialog).getByText('A code the shop pays for must name that shop')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/promos')).toHaveLength(0);
  });

  it('creates a first-order code with Nairobi times and shows it in the list', async () => {
    let created: TPromo | null = null;
    const api = stubFetch({
      'GET /api/admin/promos': () => jsonResponse(200, { promos: created ? [created] : [] }),
      'POST /api/admin/promos': ({ body }) => {
        created = { ...promo, code: 'KARIBU', kind: 'fixed', value: 150, maxDiscount: null, totalUses: null, perCustomer: false, usedCount: 0 };
        return jsonResponse(201, created ?? body);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<PromosSection />);
    await user.click(await screen.findByRole('button', { name: 'New promo code' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'New promo code' });
    await user.type(within(dialog).getByLabelText('Code'), 'karibu');
    await user.selectOptions(within(dialog).getByLabelText('Discount'), 'fixed');
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '150');
    await user.type(within(dialog).getByLabelText('Minimum order (Ksh)'), '500');
    await user.click(within(dialog).getByLabelText('First order only'));
    await user.type(within(dialog).getByLabelText('Valid to'), '2027-01-01T00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('KARIBU')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/promos')[0]!.body).toEqual({
      code: 'karibu',
      kind: 'fixed',
      value: 150,
      minOrder: 500,
      perCustomer: false,
      firstOrderOnly: true,
      validTo: '2027-01-01T00:00:00+03:00',
      fundedBy: 'platform',
    });
    expect(getToasts().map((t) => t.message)).toContain('Promo code KARIBU created.');
  });
});
