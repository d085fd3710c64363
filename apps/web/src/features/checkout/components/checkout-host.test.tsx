import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart } from '../../../lib/cart.ts';
import { closeCheckout, isCheckoutOpen, openCheckout } from '../../../lib/checkout-launcher.ts';
import { peekRedirectPath, restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { CheckoutHost } from './checkout-host.tsx';

beforeEach(() => {
  sessionStorage.clear();
  restoreSession();
  clearCart();
  addToCart({ _id: 'a'.repeat(24), name: 'Chicken Wings', price: 550, discountedPrice: 0, primaryImage: null, unit: 'plate', inventory: 5, shop: { _id: 'b'.repeat(24), shopName: 'Kilimani Pizza Oven', town: 'Nairobi' } });
  stubFetch({
    'GET /api/geo/config': () => jsonResponse(500, {}),
    'GET /api/users/getSavedLocations/*': () => jsonResponse(200, { locations: [] }),
    'POST /api/delivery/quote': () => new Promise<Response>(() => {}),
  });
});
afterEach(() => {
  closeCheckout();
  vi.unstubAllGlobals();
});

describe('checking out as a visitor', () => {
  it('asks to log in and remembers the page; nothing opens on the login page itself', async () => {
    const user = userEvent.setup();
    renderWithApp(<CheckoutHost />, { route: '/store/kilimani-pizza-oven?tab=Food' });
    act(() => openCheckout());
    expect(await screen.findByRole('dialog', { name: 'Please Log In or Sign Up' })).toHaveTextContent('You need to be logged in to perform this action.');
    expect(peekRedirectPath()).toBe('/store/kilimani-pizza-oven?tab=Food');

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(isCheckoutOpen()).toBe(false);
    // Logging in elsewhere must not pop the checkout up on the login page.
    act(() => setRoleSession('user', 'token', { _id: 'c'.repeat(24), names: 'Wanjiku', phoneNumber: '+254712345678', town: 'Nairobi', location: '' } as never));
    expect(isCheckoutOpen()).toBe(false);
  });

  it('forgets the resume when the prompt is dismissed', async () => {
    const user = userEvent.setup();
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    act(() => openCheckout());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setRoleSession('user', 'token', { _id: 'c'.repeat(24), names: 'Wanjiku', phoneNumber: '', town: '', location: '' } as never));
    expect(isCheckoutOpen()).toBe(false);
  });

  it('opens the checkout once the customer is back on the remembered page', async () => {
    sessionStorage.setItem('checkout:resume', '/menu');
    setRoleSession('user', 'token', { _id: 'c'.repeat(24), names: 'Wanjiku', phoneNumber: '+254712345678', town: 'Nairobi', location: '' } as never);
    renderWithApp(<CheckoutHost />, { route: '/menu' });
    expect(await screen.findByRole('dialog', { name: 'Confirm Your Order' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(sessionStorage.getItem('checkout:resume')).toBeNull();
  });
});
