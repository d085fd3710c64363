import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DeliveryRadiusControl } from './delivery-radius-control.tsx';

const ID = 'f'.repeat(24);
const partner = { _id: ID, businessName: 'Mama Pilau', deliveryRadiusKm: null } as unknown as TPartner;

beforeEach(() => setRoleSession('partner', 'store-token', partner));
afterEach(() => {
  vi.unstubAllGlobals();
  restoreSession();
});

describe('delivery radius', () => {
  it('says what is wrong in the shop’s words, without the API’s field name, and saves nothing', async () => {
    const api = stubFetch({ [`PUT /api/partners/${ID}`]: () => jsonResponse(200, partner) });
    const user = userEvent.setup();
    renderWithApp(<DeliveryRadiusControl partner={partner} />);
    const field = screen.getByLabelText('Delivery radius (km)');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save radius' }));
    expect(await screen.findByText('Deliver at least 1 km')).toBeInTheDocument();
    expect(screen.queryByText(/deliveryRadiusKm/)).not.toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/partners/${ID}`)).toHaveLength(0);
  });

  it('saves a radius in kilometres', async () => {
    const api = stubFetch({ [`PUT /api/partners/${ID}`]: () => jsonResponse(200, { ...partner, deliveryRadiusKm: 6 }) });
    const user = userEvent.setup();
    renderWithApp(<DeliveryRadiusControl partner={partner} />);
    const field = screen.getByLabelText('Delivery radius (km)');
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Save radius' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/partners/${ID}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/partners/${ID}`)[0]!.body).toMatchObject({ deliveryRadiusKm: 6 });
  });
});
