import { describe, expect, it } from 'vitest';
import { DISCOUNT_NOT_BELOW_PRICE_MESSAGE, ZProductEdit, ZProductForm, ZProductImageChanges, parseNewImageRef, zTags } from './product.ts';

const form = {
  name: 'Ugali Flour 2kg',
  price: '180',
  brand: 'Jogoo',
  category: 'Food',
  quantity: '2',
  inventory: '40',
  description: 'Fine maize meal.',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('ZProductForm', () => {
  it('reads typed text into numbers and applies the defaults', () => {
    expect(ZProductForm.parse(form)).toEqual({
      ...form,
      price: 180,
      quantity: 2,
      inventory: 40,
      subCategory: null,
      unit: 'pcs',
      tags: [],
      discountedPrice: 0,
      maxPerOrder: null,
      options: [],
    });
  });

  it("reads the shop's maximum per order: a whole number up to the line limit, empty for none", () => {
    expect(ZProductForm.parse({ ...form, maxPerOrder: '2' }).maxPerOrder).toBe(2);
    expect(ZProductForm.parse({ ...form, maxPerOrder: '' }).maxPerOrder).toBeNull();
    for (const bad of ['0', '100', '1.5', 'two', -1]) {
      expect(firstMessage(ZProductForm.safeParse({ ...form, maxPerOrder: bad }))).toBe('maxPerOrder must be a whole number from 1 to 99, or empty for no limit');
    }
    expect(ZProductEdit.parse({ maxPerOrder: '' }).maxPerOrder).toBeNull();
    expect(ZProductEdit.parse({}).maxPerOrder).toBeUndefined();
  });

  it('accepts numbers from JSON and prices like 1.50 or 99.99', () => {
    expect(ZProductForm.parse({ ...form, price: 99.99, inventory: 0 }).price).toBe(99.99);
    expect(ZProductForm.parse({ ...form, price: '1.50' }).price).toBe(1.5);
  });

  it.each([
    [{ price: '' }, 'price is required'],
    [{ price: '-5' }, 'price must be greater than 0'],
    [{ price: '1e3' }, 'price must be a number'],
    [{ price: 10.005 }, 'price can have at most two decimals'],
    [{ quantity: '0' }, 'quantity must be greater than 0'],
    [{ inventory: '3.5' }, 'inventory must be a whole number'],
    [{ unit: 'litre' }, 'unit must be one of pcs, kg, grams, unit, set, plate, other'],
    [{ name: '   ' }, 'name is required'],
    [{ discountedPrice: '180' }, DISCOUNT_NOT_BELOW_PRICE_MESSAGE],
  ])('refuses %o', (overrides, message) => {
    expect(firstMessage(ZProductForm.safeParse({ ...form, ...overrides }))).toBe(message);
  });
});

describe('ZProductEdit', () => {
  it('leaves out what was not sent and clears an emptied subCategory', () => {
    expect(ZProductEdit.parse({ inventory: '3', subCategory: '' })).toEqual({ inventory: 3, subCategory: null });
  });

  it('still refuses an emptied required field', () => {
    expect(firstMessage(ZProductEdit.safeParse({ description: '' }))).toBe('description is required');
  });
});

describe('tags and image choices', () => {
  it('splits comma-separated tags, trims and drops duplicates; reads a JSON list too', () => {
    expect(zTags.parse(' Maize, flour,,maize ,  fine   meal')).toEqual(['Maize', 'flour', 'fine meal']);
    expect(zTags.parse('["a","b"]')).toEqual(['a', 'b']);
    expect(zTags.safeParse('[not json').success).toBe(false);
  });

  it('reads deletedImages as a JSON list and refuses anything else', () => {
    expect(ZProductImageChanges.parse({ deletedImages: '["/uploads/products/a.webp"]' }).deletedImages).toEqual(['/uploads/products/a.webp']);
    expect(ZProductImageChanges.parse({}).deletedImages).toEqual([]);
    expect(ZProductImageChanges.safeParse({ deletedImages: '/uploads/x' }).success).toBe(false);
  });

  it('recognises new:{index} image references', () => {
    expect(parseNewImageRef('new:0')).toBe(0);
    expect(parseNewImageRef('new:4')).toBe(4);
    expect(parseNewImageRef('new:x')).toBe(-1);
    expect(parseNewImageRef('/uploads/products/a.webp')).toBeNull();
  });
});
