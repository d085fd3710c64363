import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { TEST_CUSTOMER } from '../../../test/customer.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { SavedLocationsSection } from './saved-locations-section.tsx';

const HOME = { _id: 'c'.repeat(24), label: 'Home', town: 'Nairobi', location: '-1.2921,36.8219', landmark: 'Opposite Naivas', building: null, directions: null, contactPhone: null };

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', TEST_CUSTOMER as never);
});
afterEach(() => vi.unstubAllGlobals());

describe("a saved location's details", () => {
  it('shows the landmark and edits the details in place', async () => {
    let current = HOME;
    const server = stubFetch({
      'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [current] }),
      [`PUT /api/users/savedLocations/${HOME._id}/address`]: ({ body }) => {
        current = { ...current, ...(body as object) };
        return jsonResponse(200, { message: 'Location details saved.', location: current });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<SavedLocationsSection userId={TEST_CUSTOMER._id} />);
    expect(await screen.findByText('Opposite Naivas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit details of Home' }));
    const form = screen.getByRole('form', { name: 'Details of Home' });
    expect(within(form).getByLabelText(/^Landmark/)).toHaveValue('Opposite Naivas');

    await user.type(within(form).getByLabelText(/^Phone of the person receiving/), 'not a phone');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(within(form).getByText('Enter a Kenyan phone number, like 0712 345 678.')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/api/users/savedLocations/${HOME._id}/address`)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Phone of the person receiving/));
    await user.type(within(form).getByLabelText(/^Estate, building/), 'Kilimani Heights, House 4');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(server.callsTo('PUT', `/api/users/savedLocations/${HOME._id}/address`)).toHaveLength(1));
    expect(server.callsTo('PUT', `/api/users/savedLocations/${HOME._id}/address`)[0]!.body).toEqual({
      landmark: 'Opposite Naivas',
      building: 'Kilimani Heights, House 4',
      directions: null,
      contactPhone: null,
    });
    expect(await screen.findByText('Opposite Naivas · Kilimani Heights, House 4')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Details of Home' })).toBeNull();
  });
});
