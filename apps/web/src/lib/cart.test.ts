import { beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartCount, cartTotal, clearCart, getCartItems, removeFromCart, setCartQuantity, type CartProduct } from './cart.ts';

const pizza: CartProduct = {
  _id: 'a'.repeat(24),
  name: 'Margherita Pizza',
  price: 900,
  discountedPrice: 750,
  primaryImage: null,
  unit: 'pcs',
  inventory: 3,
  shop: { _id: 'b'.repeat(24), shopName: 'Kilimani Pizza Oven', town: 'Nairobi' },
};

beforeEach(() => clearCart());

describe('cart', () => {
  it('adds, counts and totals with the price the customer pays, and persists', () => {
    addToCart(pizza);
    addToCart(pizza);
    expect(cartCount(getCartItems())).toBe(2);
    expect(cartTotal(getCartItems())).toBe(1500);
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantity).toBe(2);
  });

  it('never goes beyond stock and says so', () => {
    expect(addToCart(pizza, 3)).toEqual({ ok: true });
    expect(addToCart(pizza)).toEqual({ ok: false, message: 'Only 3 of Margherita Pizza in stock.' });
    expect(setCartQuantity(pizza._id, 4).ok).toBe(false);
  });

  it('never goes below one; removal is separate', () => {
    addToCart(pizza);
    setCartQuantity(pizza._id, 0);
    expect(getCartItems()[0]!.quantity).toBe(1);
    removeFromCart(pizza._id);
    expect(getCartItems()).toEqual([]);
  });
});
