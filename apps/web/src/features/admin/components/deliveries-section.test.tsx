import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDeliveryAttention } from '@sokoni/domain/contracts/delivery-attention';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { DeliveriesSection } from './deliveries-section.tsx';

const LOCKED_ID = '1'.repeat(24);
const HANDED_ID = '2'.repeat(24);
const base = {
  pinAttempts: 0,
  pinLockedAt: null,
  handoverNote: null,
  handoverPhoto: null,
  deliveredAt: null,
  deliveredBy: null,
  reviewedAt: null,
  createdAt: '2026-11-25T07:00:00.000Z',
  customer: { _id: 'c'.repeat(24), names: 'Wanjiku Kamau', phoneNumber: '+254712345678' },
  driver: { _id: 'd'.repeat(24), name: 'otieno', phoneNumber: '+254722000111' },
  delivery: { town: 'Nairobi', location: '-1.29,36.8', address: { landmark: 'Opposite Naivas', building: null, directions: null, contactPhone: null } },
  canUnlock: false,
  canConfirmDelivery: false,
} satisfies Partial<TDeliveryAttention>;
const locked: TDeliveryAttention = {
  ...base,
  _id: LOCKED_ID,
  orderId: 'SKN-20261125-000001',
  status: 'OutForDelivery',
  kind: 'pinLocked',
  pinAttempts: 5,
  pinLockedAt: '2026-11-25T08:00:00.000Z',
  canUnlock: true,
  canConfirmDelivery: true,
};
const handed: TDeliveryAttention = {
  ...base,
  _id: HANDED_ID,
  orderId: 'SKN-20261125-000002',
  status: 'Delivered',
  kind: 'withoutPin',
  handoverNote: 'Left with the watchman at the gate',
  handoverPhoto: '/uploads/handovers/door.webp',
  deliveredAt: '2026-11-25T09:00:00.000Z',
};

describe("the admin's deliveries that need attention", () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it('shows loading, then the server’s reason when it fails, and loads again on retry', async () => {
    let fail = true;
    const urls: string[] = [];
    stubFetch({
      'GET /api/admin/deliveries/attention': ({ url }) => (urls.push(url), fail ? jsonResponse(503, { message: 'The database is restarting.' }) : jsonResponse(200, { items: [locked] })),
    });
    const user = userEvent.setup();
    renderWithApp(<DeliveriesSection />);
    expect(screen.getByRole('status', { name: 'Loading deliveries' })).toBeInTheDocument();
    expect(await screen.findByText('The database is restarting.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(new URL(urls[0]!, 'http://x').searchParams.get('status')).toBe('open');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Order SKN-20261125-000001' })).toBeInTheDocument();
  });

  it('says so when nothing needs a look', async () => {
    stubFetch({ 'GET /api/admin/deliveries/attention': () => jsonResponse(200, { items: [] }) });
    renderWithApp(<DeliveriesSection />);
    expect(await screen.findByText('Nothing to review: every delivery went through with its PIN', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists a locked PIN and a hand-over without PIN with its note and photo, and marks one reviewed', async () => {
    let items = [locked, handed];
    const api = stubFetch({
      'GET /api/admin/deliveries/attention': () => jsonResponse(200, { items }),
      [`POST /api/admin/deliveries/${HANDED_ID}/review`]: () => {
        items = [locked];
        return jsonResponse(200, { message: 'Order SKN-20261125-000002 marked reviewed.', delivery: { ...handed, reviewedAt: '2026-11-25T10:00:00.000Z' } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<DeliveriesSection />);
    const lockedCard = await screen.findByRole('article', { name: 'Order SKN-20261125-000001' }, { timeout: 5000 });
    expect(within(lockedCard).getByText('PIN locked')).toBeInTheDocument();
    expect(within(lockedCard).getByRole('button', { name: 'Unlock PIN…' })).toBeInTheDocument();
    expect(within(lockedCard).getByRole('button', { name: 'Confirm delivered…' })).toBeInTheDocument();

    const handedCard = screen.getByRole('article', { name: 'Order SKN-20261125-000002' });
    expect(within(handedCard).getByText('Delivered without PIN')).toBeInTheDocument();
    expect(within(handedCard).getByText('Left with the watchman at the gate')).toBeInTheDocument();
    expect(within(handedCard).getByRole('img', { name: 'Hand-over photo for order SKN-20261125-000002' })).toHaveAttribute('src', '/uploads/handovers/door.webp');
    expect(within(handedCard).queryByRole('button', { name: 'Unlock PIN…' })).toBeNull();

    await user.click(within(handedCard).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order SKN-20261125-000002' })).toBeNull());
    expect(api.callsTo('POST', `/api/admin/deliveries/${HANDED_ID}/review`)).toHaveLength(1);
    expect(getToasts().map((t) => t.message)).toContain('Order SKN-20261125-000002 marked reviewed.');
  });

  it("confirms a locked delivery on the customer's word only with a reason", async () => {
    const api = stubFetch({
      'GET /api/admin/deliveries/attention': () => jsonResponse(200, { items: [locked] }),
      [`POST /api/admin/deliveries/${LOCKED_ID}/confirm-delivered`]: () =>
        jsonResponse(200, { message: 'Order SKN-20261125-000001 confirmed delivered.', delivery: { ...locked, status: 'Delivered', canConfirmDelivery: false } }),
    });
    const user = userEvent.setup();
    renderWithApp(<DeliveriesSection />);
    const card = await screen.findByRole('article', { name: 'Order SKN-20261125-000001' }, { timeout: 5000 });
    await user.click(within(card).getByRole('button', { name: 'Confirm delivered…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm order SKN-20261125-000001 delivered' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(api.callsTo('POST', `/api/admin/deliveries/${LOCKED_ID}/confirm-delivered`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Customer confirmed on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() => expect(api.callsTo('POST', `/api/admin/deliveries/${LOCKED_ID}/confirm-delivered`)).toHaveLength(1));
    expect(api.callsTo('POST', `/api/admin/deliveries/${LOCKED_ID}/confirm-delivered`)[0]!.body).toEqual({ reason: 'Customer confirmed on the phone' });
  });
});
