import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { addToCart, clearCart, closeCart, getCartItems, openCart, type CartProduct } from '../../../lib/cart.ts';
import { closeCheckout, isCheckoutOpen } from '../../../lib/checkout-launcher.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CartPanel } from './cart-panel.tsx';

const wings: CartProduct = {
  _id: 'a'.repeat(24),
  name: 'Chicken Wings',
  price: 650,
  discountedPrice: 550,
  primaryImage: null,
  unit: 'plate',
  inventory: 2,
  shop: { _id: 'b'.repeat(24), shopName: 'Kilimani Pizza Oven', town: 'Nairobi' },
};

beforeEach(() => {
  clearCart();
  restoreSession();
  openCart();
});
afterEach(() => {
  closeCart();
  closeCheckout();
});

describe('cart panel', () => {
  it('shows the empty state when nothing is in the cart', () => {
    renderWithApp(<CartPanel />);
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some items to get started')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check Out' })).toBeNull();
  });

  it('never decrements below one; removing is its own button', async () => {
    const user = userEvent.setup();
    addToCart(wings, 2);
    renderWithApp(<CartPanel />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Chicken Wings' });
    await user.click(decrease);
    expect(getCartItems()[0]!.quantity).toBe(1);
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(getCartItems()[0]!.quantity).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Remove Chicken Wings' }));
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it("says so when more than the shop's maximum per order is asked for, and keeps the quantity", async () => {
    const user = userEvent.setup();
    expect(addToCart({ ...wings, inventory: 40, maxPerOrder: 3 }, 4)).toEqual({ ok: false, message: 'You can order at most 3 of Chicken Wings in one order.' });
    addToCart({ ...wings, inventory: 40, maxPerOrder: 3 }, 3);
    renderWithApp(<CartPanel />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Chicken Wings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can order at most 3 of Chicken Wings in one order.');
    expect(getCartItems()[0]!.quantity).toBe(3);
  });

  it('says so when more than the stock is asked for, and keeps the quantity', async () => {
    const user = userEvent.setup();
    addToCart(wings, 2);
    renderWithApp(<CartPanel />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Chicken Wings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 of Chicken Wings in stock.');
    expect(getCartItems()[0]!.quantity).toBe(2);
  });

  it('shows the price paid, the line total, each shop with its subtotal, the total and where a visitor sets the address', () => {
    addToCart(wings, 2);
    addToCart({ ...wings, _id: 'e'.repeat(24), name: 'Kikoi Wrap', price: 900, discountedPrice: 0, shop: { _id: 'f'.repeat(24), shopName: 'Biashara Street Fashions', town: 'Nairobi' } });
    renderWithApp(<CartPanel />);
    expect(screen.getByText('Ksh 550.00 each')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line-total').map((l) => l.textContent)).toEqual(['Ksh 1,100.00', 'Ksh 900.00']);
    const shops = screen.getAllByRole('region');
    expect(shops.map((shop) => [within(shop).getByRole('heading').textContent, within(shop).getByText('Subtotal').nextSibling?.textContent])).toEqual([
      [wings.shop.shopName, 'Ksh 1,100.00'],
      ['Biashara Street Fashions', 'Ksh 900.00'],
    ]);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Ksh 2,000.00');
    expect(screen.getByRole('link', { name: 'Log in to set your delivery address' })).toHaveAttribute('href', '/sign-in');
  });

  it("delivers to the customer's town and hands over to the checkout", async () => {
    const user = userEvent.setup();
    setRoleSession('user', 'token', { _id: 'c'.repeat(24), town: 'Nairobi', location: '-1.29,36.82' } as never);
    addToCart(wings);
    renderWithApp(<CartPanel />);
    expect(screen.getByText('Delivering to Nairobi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(isCheckoutOpen()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Kiswahili: the title with its count, the stock limit, each price and the check-out button', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('sw');
    addToCart(wings, 2);
    renderWithApp(<CartPanel />);
    expect(screen.getByRole('dialog', { name: 'Kikapu chako (2)' })).toBeInTheDocument();
    expect(screen.getByText('Ksh 550.00 kila moja')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ongeza idadi ya Chicken Wings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Chicken Wings zipo 2 tu.');
    expect(screen.getByRole('button', { name: 'Lipia oda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingia uweke anwani ya kupelekewa' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithApp(<CartPanel />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
