import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart, type CartProduct } from '../../../lib/cart.ts';
import { closeCheckout, openCheckout } from '../../../lib/checkout-launcher.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch, type RouteHandler } from '../../../test/fetch-routes.ts';
import { TEST_CUSTOMER } from '../../../test/customer.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CheckoutHost } from './checkout-host.tsx';

const chips: CartProduct = {
  _id: 'a'.repeat(24),
  name: 'Masala Chips',
  price: 250,
  discountedPrice: 0,
  primaryImage: null,
  unit: 'pcs',
  inventory: 10,
  shop: { _id: 'b'.repeat(24), shopName: 'Kilimani Pizza Oven', town: 'Nairobi' },
};
const HOME = {
  _id: 'c'.repeat(24),
  label: 'Home',
  town: 'Nairobi',
  location: '-1.2921,36.8219',
  landmark: 'Opposite Naivas, blue gate',
  building: 'Kilimani Heights, House 4',
  directions: 'Second left after the petrol station',
  contactPhone: '+254722111222',
};

function stubServer(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/geo/config': () => jsonResponse(500, { message: 'offline' }),
    'GET /api/geocode': () => jsonResponse(200, { status: 'ZERO_RESULTS', results: [] }),
    'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [HOME] }),
    'POST /api/delivery/quote': () => jsonResponse(200, { fee: 150, option: 'platform', breakdown: { farthestKm: 3, extraKm: 0, shopLocations: 1, otherTown: false }, shops: [] }),
    'POST /api/orders/place': () => jsonResponse(201, { message: 'Order placed!', orderId: 'SKN-20261125-000001', _id: 'f'.repeat(24), order: {} }),
    ...extra,
  });
}

const findCheckout = () => screen.findByRole('dialog', { name: 'Confirm Your Order' }, { timeout: 10_000 });
const landmarkNudge = /Add a landmark so your rider finds you quickly/;

beforeEach(() => {
  restoreSession();
  clearCart();
  setRoleSession('user', 'user-token', TEST_CUSTOMER as never);
  addToCart(chips);
  openCheckout();
});
afterEach(() => {
  closeCheckout();
  vi.unstubAllGlobals();
});

describe('the checkout address a rider can find', () => {
  it('nudges for a landmark without blocking, and sends what was typed with the order', async () => {
    const user = userEvent.setup();
    const server = stubServer();
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    const dialog = await findCheckout();
    expect(within(dialog).getByText(landmarkNudge)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Landmark/), 'Next to Mama Mboga kiosk');
    expect(within(dialog).queryByText(landmarkNudge)).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Directions/), 'Green gate');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/orders/place')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/orders/place')[0]!.body).toMatchObject({
      delivery: { address: { landmark: 'Next to Mama Mboga kiosk', building: null, directions: 'Green gate', contactPhone: null } },
    });
  });

  it('places an order without a landmark all the same (the nudge is not a block)', async () => {
    const user = userEvent.setup();
    const server = stubServer();
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    const dialog = await findCheckout();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/orders/place')).toHaveLength(1));
    expect((server.callsTo('POST', '/api/orders/place')[0]!.body as { delivery: object }).delivery).not.toHaveProperty('address');
  });

  it('fills the details from a chosen saved location', async () => {
    const user = userEvent.setup();
    stubServer();
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    const dialog = await findCheckout();
    await user.selectOptions(await within(dialog).findByLabelText('Saved locations'), HOME._id);
    expect(within(dialog).getByLabelText(/^Landmark/)).toHaveValue(HOME.landmark);
    expect(within(dialog).getByLabelText(/^Estate, building/)).toHaveValue(HOME.building);
    expect(within(dialog).getByLabelText(/^Directions/)).toHaveValue(HOME.directions);
    expect(within(dialog).getByLabelText(/^Phone of the person receiving/)).toHaveValue(HOME.contactPhone);
  });

  it("stops at a receiver's phone that is not a Kenyan number, beside the field", async () => {
    const user = userEvent.setup();
    stubServer();
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    const dialog = await findCheckout();
    const phone = within(dialog).getByLabelText(/^Phone of the person receiving/);
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a Kenyan phone number, like 0712 345 678.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('never asks for coordinates: the place is said in words with the landmark and building', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /api/geocode/reverse': () =>
        jsonResponse(200, { status: 'OK', results: [{ formatted_address: 'near Kilimani', geometry: { location: { lat: -1.2921, lng: 36.8219 } }, address_components: [{ long_name: 'Kilimani', short_name: 'Kilimani', types: ['locality'] }] }] }),
    });
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    const dialog = await findCheckout();
    expect(within(dialog).queryByRole('textbox', { name: /lat,lng|Delivery point/ })).toBeNull();
    expect(within(dialog).queryByDisplayValue(/-?\d+\.\d+,-?\d+\.\d+/)).toBeNull();
    const label = within(dialog).getByTestId('delivery-place-label');
    await waitFor(() => expect(label).toHaveTextContent(/^near Kilimani$/));
    await user.type(within(dialog).getByLabelText(/^Landmark/), 'Opposite Naivas');
    await user.type(within(dialog).getByLabelText(/^Estate, building/), 'Block C');
    expect(label).toHaveTextContent('near Kilimani · Opposite Naivas · Block C');
  });

  it('starts from the last order\'s address with its landmark, building and directions, and offers it again after a change', async () => {
    const user = userEvent.setup();
    const last = { town: 'Nairobi', location: TEST_CUSTOMER.location!, fee: 150, option: 'platform', address: { landmark: 'Yellow kiosk', building: 'Jamhuri Flats B2', directions: 'Ring twice', contactPhone: null } };
    stubServer({
      'GET /api/orders/my-orders': () =>
        jsonResponse(200, [
          { createdAt: '2026-11-20T09:00:00.000Z', delivery: { ...last, address: { landmark: 'Old place', building: null, directions: null, contactPhone: null } } },
          { createdAt: '2026-11-27T09:00:00.000Z', delivery: last },
        ]),
    });
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    const dialog = await findCheckout();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Landmark/)).toHaveValue('Yellow kiosk'));
    expect(within(dialog).getByLabelText(/^Estate, building/)).toHaveValue('Jamhuri Flats B2');
    expect(within(dialog).getByLabelText(/^Directions/)).toHaveValue('Ring twice');
    await user.selectOptions(await within(dialog).findByLabelText('Saved locations'), HOME._id);
    expect(within(dialog).getByLabelText(/^Landmark/)).toHaveValue(HOME.landmark);
    await user.click(within(dialog).getByRole('button', { name: 'Deliver here' }));
    expect(within(dialog).getByLabelText(/^Landmark/)).toHaveValue('Yellow kiosk');
    expect(within(dialog).queryByRole('button', { name: 'Deliver here' })).toBeNull();
  });
});
