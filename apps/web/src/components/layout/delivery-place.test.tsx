import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import { stubFetch } from '../../test/fetch-routes.ts';
import { SiteHeader } from './site-header.tsx';

beforeEach(() => {
  localStorage.clear();
  restoreSession();
});
afterEach(() => vi.unstubAllGlobals());

const placeButton = () => screen.getByRole('button', { name: /Delivering to|Choose where to deliver/ });

describe('delivery place in the header', () => {
  it('asks where to deliver before the first pick, and shows the picked town with a way to change it', async () => {
    stubFetch({});
    renderWithApp(<SiteHeader />);
    expect(placeButton()).toHaveTextContent('Choose where to deliver');

    await userEvent.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Where should we deliver?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nakuru' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placeButton()).toHaveTextContent('Delivering to Nakuru · change');
    expect(JSON.parse(localStorage.getItem('deliveryPlace')!)).toEqual({ town: 'Nakuru', location: '-0.307190,36.072250' });
  });

  it('remembers the place on the device across visits', () => {
    localStorage.setItem('deliveryPlace', JSON.stringify({ town: 'Kisumu', location: '-0.102210,34.761710' }));
    stubFetch({});
    renderWithApp(<SiteHeader />);
    expect(placeButton()).toHaveTextContent('Delivering to Kisumu · change');
  });

  it("keeps a signed-in customer's pick in their profile too", async () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'wanjiku', names: 'Wanjiku', town: 'Nairobi', location: '-1.29,36.8' }));
    localStorage.setItem('userToken', 'user-token');
    restoreSession();
    const server = stubFetch({
      'PUT /api/user/update-profile': ({ body }) =>
        jsonResponse(200, { user: { _id: 'u1', username: 'wanjiku', names: 'Wanjiku', town: 'Nairobi', location: '-1.29,36.8', deliveryArea: (body as { deliveryArea: unknown }).deliveryArea } }),
    });
    renderWithApp(<SiteHeader />);
    await userEvent.click(placeButton());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eldoret' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/user/update-profile')).toHaveLength(1));
    expect(server.calls[0]!.body).toEqual({ deliveryArea: { town: 'Eldoret', location: '0.520360,35.269930' } });
    expect(server.calls[0]!.headers.get('authorization')).toBe('Bearer user-token');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).deliveryArea).toEqual({ town: 'Eldoret', location: '0.520360,35.269930' }));
  });

  it('starts from the place in the profile on a new device', () => {
    localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'wanjiku', deliveryArea: { town: 'Thika', location: '-1.033260,37.069330' } }));
    localStorage.setItem('userToken', 'user-token');
    restoreSession();
    stubFetch({});
    renderWithApp(<SiteHeader />);
    expect(placeButton()).toHaveTextContent('Delivering to Thika · change');
  });

  it('finds another town by name, and says so when it is unknown', async () => {
    stubFetch({
      'GET /api/geocode': ({ url }) =>
        url.toLowerCase().includes('lanet')
          ? jsonResponse(200, { status: 'OK', results: [{ formatted_address: 'Lanet, Kenya', geometry: { location: { lat: -0.27, lng: 36.14 } }, address_components: [] }] })
          : jsonResponse(200, { status: 'ZERO_RESULTS', results: [] }),
    });
    renderWithApp(<SiteHeader />);
    await userEvent.click(placeButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Another town or area'), 'Nowhereville');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    expect(await within(dialog).findByText(/We do not know a Kenyan town called 'Nowhereville'/)).toBeVisible();

    await userEvent.clear(within(dialog).getByLabelText('Another town or area'));
    await userEvent.type(within(dialog).getByLabelText('Another town or area'), 'lanet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(placeButton()).toHaveTextContent('Delivering to Lanet · change'));
  });

  it('is not offered on a driver or store account', () => {
    localStorage.setItem('driver', JSON.stringify({ username: 'otieno' }));
    localStorage.setItem('driverToken', 'driver-token');
    restoreSession();
    stubFetch({});
    renderWithApp(<SiteHeader />);
    expect(screen.queryByRole('button', { name: /Choose where to deliver/ })).toBeNull();
  });
});
