import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, clearCart } from '../../lib/cart.ts';
import { restoreSession } from '../../lib/session.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SiteHeader } from './site-header.tsx';

function store(role: 'user' | 'partner' | 'admin' | 'driver') {
  if (role === 'user') {
    localStorage.setItem('user', JSON.stringify({ username: 'wanjiku', names: 'Wanjiku Kamau' }));
    localStorage.setItem('userToken', 'user-token');
  } else if (role === 'driver') {
    localStorage.setItem('driver', JSON.stringify({ username: 'otieno' }));
    localStorage.setItem('driverToken', 'driver-token');
  } else {
    localStorage.setItem('partnerDetails', JSON.stringify({ businessName: 'Mama Mboga', role: role === 'admin' ? 'admin' : 'partner' }));
    localStorage.setItem('partnerToken', 'partner-token');
  }
}

function renderHeader(...roles: Array<'user' | 'partner' | 'admin' | 'driver'>) {
  roles.forEach(store);
  restoreSession();
  renderWithApp(<SiteHeader />);
}

const accountLink = () => screen.getByRole('link', { name: 'My account' });

beforeEach(() => restoreSession());

describe('header account icon', () => {
  it('offers LOG IN, leading to the account type choice, when nobody is logged in', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/account-type-selection');
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('leads a customer to the customer dashboard', () => {
    renderHeader('user');
    expect(accountLink()).toHaveAttribute('href', '/customer-dashboard');
    expect(screen.queryByRole('link', { name: 'LOG IN' })).toBeNull();
  });

  it('prefers the partner over the customer', () => {
    renderHeader('user', 'partner');
    expect(accountLink()).toHaveAttribute('href', '/dashboard');
  });

  it('leads an admin partner to the superuser dashboard', () => {
    renderHeader('user', 'admin');
    expect(accountLink()).toHaveAttribute('href', '/superuserdashboard');
  });

  it('prefers the driver over everyone', () => {
    renderHeader('user', 'partner', 'driver');
    expect(accountLink()).toHaveAttribute('href', '/driver/dashboard');
  });

  it('ignores a half-stored session', () => {
    localStorage.setItem('driverToken', 'driver-token');
    renderHeader('user');
    expect(accountLink()).toHaveAttribute('href', '/customer-dashboard');
  });
});

describe('header Install App button', () => {
  afterEach(() => {
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    vi.unstubAllGlobals();
  });

  it('appears when the browser offers to install, shows the prompt on click, then goes away', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();

    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));

    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });
});

describe('header cart button', () => {
  afterEach(() => clearCart());

  it('shows the cart with its item count on a page that sells, and nothing on other pages', () => {
    addToCart({ _id: 'a'.repeat(24), name: 'Chicken Wings', price: 550, discountedPrice: 0, primaryImage: null, unit: 'plate', inventory: 5, shop: { _id: 'b'.repeat(24), shopName: 'Kilimani Pizza Oven', town: 'Nairobi' } }, 3);
    restoreSession();
    const { unmount } = renderWithApp(<SiteHeader cart />);
    expect(screen.getByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    unmount();
    renderWithApp(<SiteHeader />);
    expect(screen.queryByRole('button', { name: /^Open cart/ })).toBeNull();
  });

  it('is left out for a store at work', () => {
    store('partner');
    restoreSession();
    renderWithApp(<SiteHeader cart />);
    expect(screen.queryByRole('button', { name: /^Open cart/ })).toBeNull();
  });
});
