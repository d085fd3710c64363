import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { ProductForm, type SaveProduct } from './product-form.tsx';

const SHOP = '6650b0000000000000000001';
const id = (n: number) => n.toString(16).padStart(24, '6650c');

const base = {
  partnerId: SHOP,
  price: 800,
  discountedPrice: null,
  available: true,
  soldOutUntil: null,
  brand: 'Kilimani',
  category: 'Food',
  subCategory: null,
  quantity: 1,
  unit: 'pcs',
  inventory: 20,
  description: 'Wood-fired.',
  tags: [],
  images: [],
  primaryImage: null,
  shop: { _id: SHOP, shopName: 'Kilimani', town: 'Nairobi', location: '-1.29,36.78', slug: 'kilimani' },
  ratings: { average: 0, count: 0 },
  createdAt: '2026-11-20T10:00:00.000Z',
} satisfies Omit<TProduct, '_id' | 'name'>;

const margherita: TProduct = {
  ...base,
  _id: id(1),
  name: 'Margherita',
  options: [
    {
      _id: id(2),
      name: 'Size',
      required: true,
      min: 1,
      max: 1,
      choices: [
        { _id: id(3), name: 'Medium', priceDelta: 0, available: true },
        { _id: id(4), name: 'Large', priceDelta: 400, available: true },
      ],
    },
  ],
};
const hawaiian: TProduct = { ...base, _id: id(5), name: 'Hawaiian' };

function setup(product: TProduct, shopProducts: TProduct[] = []) {
  const user = userEvent.setup();
  const save = vi.fn<SaveProduct>().mockResolvedValue(undefined);
  render(<ProductForm shopId={SHOP} product={product} save={save} onCancel={() => undefined} shopProducts={shopProducts} />);
  const sent = () => JSON.parse(save.mock.calls.at(-1)![0].fields.options) as { _id?: string; name: string; required: boolean; min: string; max: string; choices: { _id?: string; name: string; priceDelta: string; available: boolean }[] }[];
  return { user, save, sent };
}

describe('option groups in the product form', () => {
  it('adds a group with choices, a price change and a sold-out choice, and sends them with the product', async () => {
    const { user, save, sent } = setup(hawaiian);
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    const group = screen.getByRole('listitem', { name: 'Group 1' });
    await user.type(within(group).getByLabelText('Group name'), 'Extras');
    await user.click(within(group).getByRole('checkbox', { name: 'Customers must choose' }));
    const most = within(group).getByLabelText('Most');
    await user.clear(most);
    await user.type(most, '2');
    await user.type(within(group).getByLabelText('Choice'), 'Cheese');
    await user.type(within(group).getByLabelText('Extra (Ksh)'), '100');
    await user.click(within(group).getByRole('button', { name: 'Add a choice to Extras' }));
    const second = within(group).getAllByLabelText('Choice')[1]!;
    await user.type(second, 'Olives');
    await user.click(within(group).getAllByRole('switch', { name: 'Sold out' })[1]!);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(sent()).toEqual([
      {
        name: 'Extras',
        required: false,
        min: '0',
        max: '2',
        choices: [
          { name: 'Cheese', priceDelta: '100', available: true },
          { name: 'Olives', priceDelta: '', available: false },
        ],
      },
    ]);
  });

  it('says in words what is wrong with a group and sends nothing', async () => {
    const { user, save } = setup(hawaiian);
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    await user.type(screen.getByLabelText('Group name'), 'Size');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Size: each choice needs a name of 1 to 60 characters.');
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps saved ids, and reorders and removes groups with real buttons', async () => {
    const { user, save, sent } = setup(
      { ...margherita, options: [...margherita.options!, { _id: id(6), name: 'Crust', required: false, min: 0, max: 1, choices: [{ _id: id(7), name: 'Thin', priceDelta: 0, available: true }] }] },
      [margherita, hawaiian],
    );
    expect(screen.getByRole('button', { name: 'Move Size up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Crust up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByLabelText('Group name').map((input) => (input as HTMLInputElement).value)).toEqual(['Crust', 'Size']);
    await user.click(screen.getByRole('button', { name: 'Remove the group Crust' }));

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(sent()).toEqual([expect.objectContaining({ _id: id(2), name: 'Size', choices: [expect.objectContaining({ _id: id(3) }), expect.objectContaining({ _id: id(4), priceDelta: '400' })] })]);
  });

  it('copies the groups of another of the shop’s products without their ids', async () => {
    const { user, save, sent } = setup(hawaiian, [margherita, hawaiian]);
    // Only products with groups are offered, never the product itself.
    const from = screen.getByLabelText('Copy groups from');
    expect(within(from).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a product', 'Margherita']);
    await user.selectOptions(from, 'Margherita');
    await user.click(screen.getByRole('button', { name: 'Copy groups' }));
    expect(screen.getByLabelText('Group name')).toHaveValue('Size');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(sent()).toEqual([{ name: 'Size', required: true, min: '1', max: '1', choices: [{ name: 'Medium', priceDelta: '', available: true }, { name: 'Large', priceDelta: '400', available: true }] }]);
  });
});
