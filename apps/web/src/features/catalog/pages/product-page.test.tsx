import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart, getCartItems } from '../../../lib/cart.ts';
import { PRODUCT_ID, aProduct } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { ProductPage } from './product-page.tsx';

beforeEach(() => clearCart());
afterEach(() => vi.unstubAllGlobals());

describe("product page and the shop's maximum per order", () => {
  it('says the maximum, never lets the quantity go past it, and says why when the cart would', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET /api/products/${PRODUCT_ID}`]: () => json(200, aProduct({ inventory: 50, maxPerOrder: 2 })) });
    renderCatalog(<ProductPage />, { route: `/product/${PRODUCT_ID}`, path: '/product/:id' });

    expect(await screen.findByText(/at most 2 per order/)).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    expect(quantity).toHaveValue(2);
    expect(increase).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(quantity).toHaveValue(2);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getCartItems()[0]).toMatchObject({ _id: PRODUCT_ID, quantity: 2, maxPerOrder: 2 });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(/You can order at most 2 of .* in one order\./)).toBeInTheDocument();
    expect(getCartItems()[0]!.quantity).toBe(2);
  });
});
