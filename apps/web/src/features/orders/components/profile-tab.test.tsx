import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { clearRoleSession, getSession, restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { TEST_CUSTOMER } from '../../../test/customer.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { ProfileTab } from './profile-tab.tsx';

const customer = TEST_CUSTOMER;

function renderProfile() {
  renderWithApp(
    <>
      <ProfileTab user={customer} />
      <Toaster />
    </>,
  );
}

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', customer as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('profile', () => {
  it('saves edits and keeps the stored user in step', async () => {
    const user = userEvent.setup();
    const server = stubFetch({
      'GET /api/geo/config': () => jsonResponse(500, {}),
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'wanjiku@example.co.ke', verified: true }),
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
      'PUT /api/user/update-profile': ({ body }) => jsonResponse(200, { user: { ...customer, ...(body as object) } }),
    });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Town'));
    await user.type(screen.getByLabelText('Town'), 'Nakuru');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/user/update-profile')[0]!.body).toMatchObject({ town: 'Nakuru', names: 'Wanjiku Kamau' });
    expect(getSession().user?.profile.town).toBe('Nakuru');
  });

  it('turns the texts about an order on its way off, keeping the confirmations', async () => {
    const user = userEvent.setup();
    const server = stubFetch({
      'GET /api/geo/config': () => jsonResponse(500, {}),
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'wanjiku@example.co.ke', verified: true }),
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
      'PUT /api/user/update-profile': ({ body }) => jsonResponse(200, { user: { ...customer, ...(body as object) } }),
    });
    renderProfile();
    expect(screen.getByText('Confirmation, driver on the way, delivered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const texts = screen.getByRole('checkbox', { name: /Text me when my driver is on the way/ });
    expect(texts).toBeChecked();
    await user.click(texts);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(server.callsTo('PUT', '/api/user/update-profile')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/user/update-profile')[0]!.body).toMatchObject({ smsUpdates: false });
  });

  it("says 'No auth token' when there is no stored token", async () => {
    const user = userEvent.setup();
    const server = stubFetch({
      'GET /api/geo/config': () => jsonResponse(500, {}),
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'wanjiku@example.co.ke', verified: true }),
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
    });
    renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    clearRoleSession('user');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No auth token');
    expect(server.callsTo('PUT', '/api/user/update-profile')).toHaveLength(0);
  });
});

describe('e-mail verification in the profile', () => {
  it("shows that the customer's address is not verified yet and offers a new link", async () => {
    stubFetch({
      'GET /api/geo/config': () => jsonResponse(500, {}),
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: customer.email, verified: false }),
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, []),
    });
    renderProfile();
    expect(await screen.findByText(/Your e-mail address is not verified yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send verification link' })).toBeEnabled();
  });
});

describe('saved locations', () => {
  it("shows the empty state, needs a town and a pin, then saves and lists the location", async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const server = stubFetch({
      'GET /api/geo/config': () => jsonResponse(500, {}),
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'wanjiku@example.co.ke', verified: true }),
      'GET /api/geocode': () => jsonResponse(200, { status: 'ZERO_RESULTS', results: [] }),
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: saved }),
      'POST /api/users/addSavedLocation': ({ body }) => {
        const location = { _id: 'l'.padEnd(24, '0'), ...(body as { locationData: object }).locationData };
        saved.push(location);
        return jsonResponse(201, { message: 'Location saved.', location });
      },
    });
    renderProfile();
    expect(await screen.findByText('No saved locations found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both a town and pin your location.');

    await user.selectOptions(screen.getByLabelText('Label'), 'Office');
    await user.type(screen.getAllByLabelText('Town').at(-1)!, 'Westlands');
    await user.type(screen.getByLabelText('Location (lat,lng)'), '-1.2654,36.8051');
    await user.type(screen.getByLabelText(/^Landmark/), 'Behind Sarit Centre');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Location saved successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/users/addSavedLocation')[0]!.body).toEqual({
      userId: customer._id,
      locationData: { label: 'Office', town: 'Westlands', location: '-1.2654,36.8051', landmark: 'Behind Sarit Centre' },
    });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Office')).toBeInTheDocument();
    expect(within(list).getByText('Behind Sarit Centre')).toBeInTheDocument();
  });

  it('says so when the location could not be saved', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/geo/config': () => jsonResponse(500, {}),
      'GET /api/auth/email-verification': () => jsonResponse(200, { email: 'wanjiku@example.co.ke', verified: true }),
      'GET /api/geocode': () => jsonResponse(200, { status: 'ZERO_RESULTS', results: [] }),
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
      'POST /api/users/addSavedLocation': () => jsonResponse(500, { message: 'boom', code: 'internal' }),
    });
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    await user.type(screen.getAllByLabelText('Town').at(-1)!, 'Westlands');
    await user.type(screen.getByLabelText('Location (lat,lng)'), '-1.2654,36.8051');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('There was an error saving your location.')).toBeInTheDocument();
  });
});
