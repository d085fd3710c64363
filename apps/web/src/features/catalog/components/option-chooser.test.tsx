import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCart, getCartItems } from '../../../lib/cart.ts';
import { PRODUCT_ID, aProduct } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { ProductPage } from '../pages/product-page.tsx';

const id = (n: number) => n.toString(16).padStart(24, 'a');
const pizza = aProduct({
  name: 'Margherita',
  price: 800,
  options: [
    {
      _id: id(1),
      name: 'Size',
      required: true,
      min: 1,
      max: 1,
      choices: [
        { _id: id(2), name: 'Medium', priceDelta: 0, available: true },
        { _id: id(3), name: 'Large', priceDelta: 400, available: true },
        { _id: id(4), name: 'Family', priceDelta: 900, available: false },
      ],
    },
    {
      _id: id(5),
      name: 'Extras',
      required: false,
      min: 0,
      max: 2,
      choices: [
        { _id: id(6), name: 'Cheese', priceDelta: 100, available: true },
        { _id: id(7), name: 'Olives', priceDelta: 80, available: true },
        { _id: id(8), name: 'Chilli', priceDelta: 50, available: true },
      ],
    },
  ],
});

beforeEach(() => clearCart());
afterEach(() => vi.unstubAllGlobals());

async function openPizza() {
  fakeApi({ [`GET /api/products/${PRODUCT_ID}`]: () => json(200, pizza) });
  renderCatalog(<ProductPage />, { route: `/product/${PRODUCT_ID}`, path: '/product/:id' });
  return screen.findByRole('group', { name: /Size/ });
}

describe('choosing options', () => {
  it('asks one size by radio buttons and up to two extras by checkboxes, with sold-out choices off', async () => {
    const size = await openPizza();
    const extras = screen.getByRole('group', { name: /Extras/ });
    expect(within(size).getAllByRole('radio')).toHaveLength(3);
    expect(within(extras).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(size).getByRole('radio', { name: /Family/ })).toBeDisabled();
    expect(within(size).getByText('Sold out')).toBeInTheDocument();
    expect(size).toHaveTextContent('Required · choose 1');
    expect(extras).toHaveTextContent('Optional · up to 2');

    await userEvent.click(within(extras).getByRole('checkbox', { name: /Cheese/ }));
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Olives/ }));
    // Two is the most: the third waits until one is taken off.
    expect(within(extras).getByRole('checkbox', { name: /Chilli/ })).toBeDisabled();
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Olives/ }));
    expect(within(extras).getByRole('checkbox', { name: /Chilli/ })).toBeEnabled();
  });

  it('keeps Add to cart waiting with the reason until the size is chosen, and prices the choices', async () => {
    const size = await openPizza();
    expect(screen.getByTestId('price')).toHaveTextContent('Ksh 800.00');
    const waiting = screen.getByRole('button', { name: 'Choose Size' });
    expect(waiting).toBeDisabled();

    await userEvent.click(within(size).getByRole('radio', { name: /Large/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('Ksh 1,200.00');
    await userEvent.click(screen.getByRole('checkbox', { name: /Cheese/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('Ksh 1,300.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    // The same pizza in Medium without extras is another cart line.
    await userEvent.click(within(size).getByRole('radio', { name: /Medium/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('Ksh 800.00');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(getCartItems()).toEqual([
      expect.objectContaining({ _id: PRODUCT_ID, quantity: 1, choices: [expect.objectContaining({ choiceName: 'Large' }), expect.objectContaining({ choiceName: 'Cheese' })] }),
      expect.objectContaining({ _id: PRODUCT_ID, quantity: 1, choices: [expect.objectContaining({ choiceName: 'Medium', priceDelta: 0 })] }),
    ]);
  });
});
