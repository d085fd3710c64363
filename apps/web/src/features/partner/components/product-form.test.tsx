import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { ApiError } from '../../../lib/api-client.ts';
import { ProductForm, type SaveProduct } from './product-form.tsx';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs; previews only need a string.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (f: File) => `blob:${f.name}`, revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

function setup(product?: TProduct) {
  const user = userEvent.setup();
  const save = vi.fn<SaveProduct>().mockResolvedValue(undefined);
  render(<ProductForm shopId="6650b0000000000000000001" product={product} save={save} onCancel={() => undefined} />);
  const picker = screen.getByLabelText('Add images');
  return { user, save, pick: (...names: string[]) => user.upload(picker, names.map(png)) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Product name': 'Pilau Special',
    'Price (Ksh)': '450',
    Brand: 'Mama Oliech',
    Category: 'Food',
    'Stock (items available)': '12',
    Description: 'Spiced rice with beef.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await user.clear(input);
    if (value) {
      await user.click(input);
      await user.paste(value);
    }
  }
}

const product: TProduct = {
  _id: '6650c0000000000000000001',
  partnerId: '6650b0000000000000000001',
  name: 'Chicken Wings',
  price: 650,
  discountedPrice: 550,
  available: true,
  soldOutUntil: null,
  brand: 'Kilimani',
  category: 'Food',
  subCategory: 'Sides',
  quantity: 6,
  unit: 'pcs',
  inventory: 48,
  description: 'Crispy wings.',
  tags: ['sides', 'chicken'],
  images: ['/uploads/products/a.webp', '/uploads/products/b.webp', '/uploads/products/c.webp', '/uploads/products/d.webp'],
  primaryImage: '/uploads/products/b.webp',
  shop: { _id: '6650b0000000000000000001', shopName: 'Kilimani', town: 'Nairobi', location: '-1.29,36.78', slug: 'kilimani' },
  ratings: { average: 0, count: 0 },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('product form', () => {
  it('names every missing required field and sends nothing', async () => {
    const { user, save } = setup();
    await user.clear(screen.getByLabelText(/^Quantity/));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    for (const message of ['Product name is required', 'Price is required', 'Brand is required', 'Category is required', 'Quantity is required', 'Stock is required', 'Description is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Unit/)).toHaveValue('pcs');
    expect(save).not.toHaveBeenCalled();
  });

  it('offers the spec category suggestions and a price step of 0.01', () => {
    setup();
    expect(screen.getByLabelText(/^Price/)).toHaveAttribute('step', '0.01');
    const options = Array.from(document.querySelectorAll('#product-categories option')).map((o) => o.getAttribute('value'));
    expect(options).toContain('Home & Kitchen');
    expect(options).toHaveLength(9);
  });

  it('refuses a discounted price that is not below the price', async () => {
    const { user, save } = setup();
    await fillRequired(user, { 'Discounted price': '450' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(screen.getByText('Discounted price must be lower than the price.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    const discount = screen.getByLabelText(/^Discounted price/);
    await user.clear(discount);
    await user.click(discount);
    await user.paste('399.99');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0].fields).toMatchObject({ price: '450', discountedPrice: '399.99', unit: 'pcs' });
  });

  it('skips images already added by file name', async () => {
    const { pick } = setup();
    await pick('front.png', 'side.png');
    expect(screen.getByText('(2 of 5)')).toBeInTheDocument();
    await pick('front.png');
    expect(screen.getByRole('alert')).toHaveTextContent('All selected images are already added.');
    await pick('side.png', 'top.png');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('(3 of 5)')).toBeInTheDocument();
  });

  it('allows five images in total and refuses a selection that goes past it', async () => {
    const { user, save, pick } = setup();
    await pick('1.png', '2.png', '3.png');
    await pick('4.png', '5.png', '6.png');
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload a maximum of 5 images in total.');
    expect(screen.getByText('(3 of 5)')).toBeInTheDocument();
    await pick('4.png', '5.png');
    expect(screen.getByText('(5 of 5)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use 3.png as the main image' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    const sent = save.mock.calls[0]![0];
    expect(sent.images.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']);
    expect(sent.primaryImage).toBe('new:2');
  });

  it('counts kept images towards five when editing, and sends the removed ones', async () => {
    const { user, save, pick } = setup(product);
    expect(screen.getByText('(4 of 5)')).toBeInTheDocument();
    await pick('new-a.png', 'new-b.png');
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload a maximum of 5 images in total.');

    await user.click(screen.getByRole('button', { name: 'Remove Image 1' }));
    await pick('new-a.png', 'new-b.png');
    expect(screen.getByText('(5 of 5)')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Discounted price/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    const sent = save.mock.calls[0]![0];
    expect(sent.deletedImages).toEqual(['/uploads/products/a.webp']);
    expect(sent.primaryImage).toBe('/uploads/products/b.webp');
    expect(sent.fields).toMatchObject({ name: 'Chicken Wings', tags: 'sides, chicken', discountedPrice: '0' });
  });

  it("sets the shop's maximum per order, refuses one outside 1 to 99, and clears it when emptied", async () => {
    const { user, save } = setup({ ...product, maxPerOrder: 2 });
    const most = screen.getByLabelText(/^Most per order/);
    expect(most).toHaveValue(2);
    await user.clear(most);
    await user.click(most);
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Most per order must be a whole number from 1 to 99, or empty for no limit')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.clear(most);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    expect(save.mock.calls[0]![0].fields).toMatchObject({ maxPerOrder: '' });
  });

  it("shows the server's message when saving fails, else a readable one", async () => {
    const { user, save } = setup(product);
    save.mockRejectedValueOnce(new ApiError(400, 'validation', 'Each tag can be at most 40 characters.'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each tag can be at most 40 characters.');

    save.mockRejectedValueOnce(new ApiError(0, 'network', null));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The product could not be saved. Please try again.')).toBeInTheDocument();
  });
});
