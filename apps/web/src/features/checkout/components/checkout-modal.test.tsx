import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { addToCart, clearCart, getCartItems, type CartProduct } from '../../../lib/cart.ts';
import { closeCheckout, openCheckout } from '../../../lib/checkout-launcher.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { deferred, stubFetch, type RouteHandler } from '../../../test/fetch-routes.ts';
import { TEST_CUSTOMER } from '../../../test/customer.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CheckoutHost } from './checkout-host.tsx';

const customer = TEST_CUSTOMER;

const product = (id: string, name: string, shopId: string, shopName: string): CartProduct => ({
  _id: id.repeat(24),
  name,
  price: 500,
  discountedPrice: 0,
  primaryImage: null,
  unit: 'pcs',
  inventory: 10,
  shop: { _id: shopId.repeat(24), shopName, town: 'Nairobi' },
});

const quote = (fee: number) => ({ fee, option: 'platform', breakdown: { farthestKm: 5.27, extraKm: 1.27, shopLocations: 2, otherTown: false }, shops: [] });

function stubServer(extra: Record<string, RouteHandler> = {}) {
  return stubFetch({
    'GET /api/geo/config': () => jsonResponse(500, { message: 'offline' }),
    'GET /api/geocode': () => jsonResponse(200, { status: 'ZERO_RESULTS', results: [] }),
    'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
    ...extra,
  });
}

/** The checkout is a lazy chunk: the first render waits for it to load. */
const findCheckout = () => screen.findByRole('dialog', { name: 'Confirm Your Order' }, { timeout: 10_000 });

async function openAtPayment(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(
    <>
      <CheckoutHost />
      <Toaster />
    </>,
    { route: '/menu' },
  );
  const dialog = await findCheckout();
  await user.click(within(dialog).getByRole('button', { name: /Payment/ }));
  return dialog;
}

beforeEach(() => {
  restoreSession();
  clearCart();
  setRoleSession('user', 'user-token', customer as never);
  addToCart(product('a', 'Chicken Wings', 'b', 'Kilimani Pizza Oven'));
  addToCart(product('d', 'Beaded Necklace', 'e', 'Biashara Street Fashions'), 2);
  openCheckout();
});
afterEach(() => {
  closeCheckout();
  vi.unstubAllGlobals();
});

describe('checkout delivery fee', () => {
  it('shows calculating, then the fee the server quoted for the prefilled address', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const server = stubServer({ 'POST /api/delivery/quote': () => answer.promise });
    renderWithApp(<CheckoutHost />);
    const dialog = await findCheckout();
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(await within(dialog).findByText('Calculating delivery cost…')).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-fee')).toHaveTextContent('—');

    answer.resolve(jsonResponse(200, quote(162)));
    expect(await within(dialog).findByText('Ksh 162.00', { selector: '[data-testid="checkout-fee"]' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ksh 1,662.00')).toBeInTheDocument();
    const [sent] = server.callsTo('POST', '/api/delivery/quote');
    expect(sent!.body).toEqual({
      items: [
        { product: 'a'.repeat(24), quantity: 1 },
        { product: 'd'.repeat(24), quantity: 2 },
      ],
      delivery: { town: 'Nairobi', location: '-1.292066,36.821946', option: 'platform' },
    });
  });

  it('says it could not calculate, resets the fee, and recalculates on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubServer({
      'POST /api/delivery/quote': () =>
        fail ? jsonResponse(400, { message: 'We only deliver within Kenya. Please pick a point in Kenya.', code: 'validation' }) : jsonResponse(200, quote(130)),
    });
    renderWithApp(<CheckoutHost />);
    const dialog = await findCheckout();
    await user.click(within(dialog).getByRole('button', { name: /Order Details/ }));
    expect(await within(dialog).findByText('Could not calculate delivery cost. Try again.')).toBeInTheDocument();
    expect(within(dialog).getByText('We only deliver within Kenya. Please pick a point in Kenya.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-fee')).toHaveTextContent('—');

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Ksh 130.00', { selector: '[data-testid="checkout-fee"]' })).toBeInTheDocument();
  });

  it('costs nothing with own delivery and asks the server for no quote', async () => {
    const user = userEvent.setup();
    const server = stubServer({ 'POST /api/delivery/quote': () => new Promise<Response>(() => {}) });
    renderWithApp(<CheckoutHost />);
    const dialog = await findCheckout();
    await user.click(within(dialog).getByRole('button', { name: /Order Details/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Own delivery/ }));
    expect(within(dialog).getByTestId('checkout-fee')).toHaveTextContent('Ksh 0.00');
    await new Promise((r) => setTimeout(r, 500));
    expect(server.callsTo('POST', '/api/delivery/quote').every((c) => (c.body as { delivery: { option: string } }).delivery.option === 'platform')).toBe(true);
  });
});

describe('placing the order', () => {
  it('refuses while the fee is still being calculated', async () => {
    const user = userEvent.setup();
    const server = stubServer({ 'POST /api/delivery/quote': () => new Promise<Response>(() => {}) });
    const dialog = await openAtPayment(user);
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please wait for delivery fee to be calculated.');
    expect(server.callsTo('POST', '/api/orders/place')).toHaveLength(0);
  });

  it('refuses a platform delivery quoted at no fee', async () => {
    const user = userEvent.setup();
    stubServer({ 'POST /api/delivery/quote': () => jsonResponse(200, quote(0)) });
    const dialog = await openAtPayment(user);
    await within(dialog).findByText('Ksh 0.00', { selector: '[data-testid="checkout-fee"]' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Platform delivery must have a valid delivery fee.');
  });

  it('offers cash on delivery only when the server takes no M-Pesa, and lists no method that does not work', async () => {
    const user = userEvent.setup();
    stubServer({ 'POST /api/delivery/quote': () => jsonResponse(200, quote(162)), 'GET /api/payments/methods': () => jsonResponse(200, { mpesa: false, mpesaSimulator: false }) });
    const dialog = await openAtPayment(user);
    expect(within(dialog).getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await waitFor(() => expect(within(dialog).getAllByRole('radio', { name: /Cash|M-Pesa|PayPal|Visa/ })).toHaveLength(1));
    expect(within(dialog).queryByText('Coming Soon')).toBeNull();
  });

  it('offers M-Pesa when the server takes it: the profile phone, editable, and the whole shillings it will ask', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /api/delivery/quote': () => jsonResponse(200, quote(162.4)),
      'GET /api/payments/methods': () => jsonResponse(200, { mpesa: true, mpesaSimulator: true }),
      'POST /api/orders/place': () => jsonResponse(201, { message: 'Order placed!', orderId: 'SKN-20261122-000002', _id: 'f'.repeat(24), order: {} }),
    });
    const dialog = await openAtPayment(user);
    await user.click(await within(dialog).findByRole('radio', { name: /M-Pesa/ }));
    expect(within(dialog).getByText('Test mode')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText('M-Pesa phone number');
    expect(phone).toHaveValue(customer.phoneNumber);
    await user.clear(phone);
    await user.type(phone, '12');
    // 1,500.00 of items and a 162.40 fee: M-Pesa asks 1,663.
    await user.click(await within(dialog).findByRole('button', { name: 'Pay Ksh 1,663.00' }));
    expect(within(dialog).getByText(/Please enter a Kenyan M-Pesa number/)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/orders/place')).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '0711 000 111');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Ksh 1,663.00' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/orders/place')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/orders/place')[0]!.body).toMatchObject({ paymentMethod: 'Mpesa', mpesaPhone: '0711 000 111' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/SKN-20261122-000002'));
  });

  it('shows Sokoni credit as its own line, from the quote asked with the customer’s token, and M-Pesa asks only for the rest', async () => {
    const user = userEvent.setup();
    const server = stubServer({
      'POST /api/delivery/quote': () => jsonResponse(200, { ...quote(162.4), creditUsed: 500, toPay: 1162.4 }),
      'GET /api/payments/methods': () => jsonResponse(200, { mpesa: true, mpesaSimulator: false }),
    });
    const dialog = await openAtPayment(user);
    expect(await within(dialog).findByTestId('checkout-credit')).toHaveTextContent('−Ksh 500.00');
    expect(within(dialog).getByText('Sokoni credit')).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-to-pay')).toHaveTextContent('Ksh 1,162.40');
    expect(server.callsTo('POST', '/api/delivery/quote')[0]!.headers.get('authorization')).toBe('Bearer user-token');
    await user.click(await within(dialog).findByRole('radio', { name: /M-Pesa/ }));
    expect(await within(dialog).findByRole('button', { name: 'Pay Ksh 1,163.00' })).toBeInTheDocument();
  });

  it('says credit pays the whole order when it covers the total, with nothing left to pay', async () => {
    const user = userEvent.setup();
    stubServer({ 'POST /api/delivery/quote': () => jsonResponse(200, { ...quote(100), creditUsed: 1600, toPay: 0 }) });
    const dialog = await openAtPayment(user);
    expect(await within(dialog).findByTestId('checkout-to-pay')).toHaveTextContent('Ksh 0.00');
    expect(within(dialog).getByText(/Your Sokoni credit pays for the whole order/)).toBeInTheDocument();
  });

  it('sends one order for a double click, then clears the cart and shows the summary', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const server = stubServer({
      'POST /api/delivery/quote': () => jsonResponse(200, quote(162)),
      'POST /api/orders/place': () => answer.promise,
    });
    const dialog = await openAtPayment(user);
    await within(dialog).findByText('Ksh 162.00', { selector: '[data-testid="checkout-fee"]' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, { message: 'Order placed!', orderId: 'SKN-20261122-000001', _id: 'f'.repeat(24), order: {} }));

    expect(await screen.findByText('Order placed!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/SKN-20261122-000001'));
    expect(getCartItems()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const placed = server.callsTo('POST', '/api/orders/place');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.headers.get('idempotency-key')).toMatch(/^[\w-]{16,}$/);
    expect(placed[0]!.headers.get('authorization')).toBe('Bearer user-token');
    expect(placed[0]!.body).toMatchObject({
      userId: customer._id,
      items: [
        { product: 'a'.repeat(24), quantity: 1, price: 500, shop: 'b'.repeat(24) },
        { product: 'd'.repeat(24), quantity: 2, price: 500, shop: 'e'.repeat(24) },
      ],
      delivery: { town: 'Nairobi', location: '-1.292066,36.821946', fee: 162, option: 'platform' },
      paymentMethod: 'COD',
    });
  });

  it('shows a changed fee and places the order only when confirmed again, as a new attempt', async () => {
    const user = userEvent.setup();
    let changed = true;
    const server = stubServer({
      'POST /api/delivery/quote': () => jsonResponse(200, quote(162)),
      'POST /api/orders/place': () =>
        changed
          ? jsonResponse(409, { message: 'The delivery fee is now Ksh 190.', code: 'conflict', fee: 190, error: 'The delivery fee is now Ksh 190.' })
          : jsonResponse(201, { message: 'Order placed!', orderId: 'SKN-20261122-000002', _id: 'f'.repeat(24), order: {} }),
    });
    const dialog = await openAtPayment(user);
    await within(dialog).findByText('Ksh 162.00', { selector: '[data-testid="checkout-fee"]' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText(/The delivery fee has changed to Ksh 190.00/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('checkout-fee')).toHaveTextContent('Ksh 190.00');

    changed = false;
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orders/SKN-20261122-000002'));
    const [first, second] = server.callsTo('POST', '/api/orders/place');
    expect((second!.body as { delivery: { fee: number } }).delivery.fee).toBe(190);
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it("shows the server's refusal as 'Order error: ' and a network failure as 'Order failed'", async () => {
    const user = userEvent.setup();
    let offline = false;
    stubServer({
      'POST /api/delivery/quote': () => jsonResponse(200, quote(162)),
      'POST /api/orders/place': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return jsonResponse(409, { message: 'Sorry, only 1 of Beaded Necklace left in stock.', code: 'conflict', error: 'Sorry, only 1 of Beaded Necklace left in stock.' });
      },
    });
    const dialog = await openAtPayment(user);
    await within(dialog).findByText('Ksh 162.00', { selector: '[data-testid="checkout-fee"]' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText('Order error: Sorry, only 1 of Beaded Necklace left in stock.')).toBeInTheDocument();
    offline = true;
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText('Order failed')).toBeInTheDocument();
    expect(getCartItems()).toHaveLength(2);
  });

  it('says why an order is refused for too many open orders', async () => {
    const user = userEvent.setup();
    const tooMany = 'You already have 3 orders waiting for a shop to accept. You can place another once a shop accepts one.';
    stubServer({
      'POST /api/delivery/quote': () => jsonResponse(200, quote(162)),
      'POST /api/orders/place': () => jsonResponse(409, { message: tooMany, code: 'conflict', error: tooMany, maxOpenOrders: 3 }),
    });
    const dialog = await openAtPayment(user);
    await within(dialog).findByText('Ksh 162.00', { selector: '[data-testid="checkout-fee"]' });
    await user.click(within(dialog).getByRole('button', { name: 'Place Order' }));
    expect(await within(dialog).findByText(`Order error: ${tooMany}`)).toBeInTheDocument();
    expect(getCartItems()).toHaveLength(2);
  });

  it("says why the fee cannot be quoted when a line is over the shop's maximum per order", async () => {
    const user = userEvent.setup();
    const overLimit = 'You can order at most 1 of Beaded Necklace in one order.';
    stubServer({ 'POST /api/delivery/quote': () => jsonResponse(400, { message: overLimit, code: 'bad_request', maxPerOrder: 1 }) });
    renderWithApp(<CheckoutHost />);
    const dialog = await findCheckout();
    await user.click(within(dialog).getByRole('button', { name: /Order Details/ }));
    expect(await within(dialog).findByText('Could not calculate delivery cost. Try again.')).toBeInTheDocument();
    expect(within(dialog).getByText(overLimit)).toBeInTheDocument();
  });
});
