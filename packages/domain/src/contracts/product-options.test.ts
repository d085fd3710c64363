import { describe, expect, it } from 'vitest';
import { ZProductEdit } from './product.ts';
import { zProductOptionsInput } from './product-options.ts';

const firstMessage = (value: unknown) => {
  const result = zProductOptionsInput.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

const size = {
  name: 'Size',
  required: true,
  choices: [
    { name: 'Medium', priceDelta: 0 },
    { name: 'Large', priceDelta: 400 },
  ],
};

describe('option groups as a shop sends them', () => {
  it('reads a required size (exactly one by default) and optional extras (up to all of them by default)', () => {
    const extras = { name: ' Extras ', choices: [{ name: 'Cheese', priceDelta: '100' }, { name: 'Olives', priceDelta: 80, available: false }] };
    expect(zProductOptionsInput.parse([size, extras])).toEqual([
      { name: 'Size', required: true, min: 1, max: 1, choices: [{ name: 'Medium', priceDelta: 0, available: true }, { name: 'Large', priceDelta: 400, available: true }] },
      { name: 'Extras', required: false, min: 0, max: 2, choices: [{ name: 'Cheese', priceDelta: 100, available: true }, { name: 'Olives', priceDelta: 80, available: false }] },
    ]);
  });

  it('reads the same list sent as JSON text by the multipart product form, and keeps given ids', () => {
    const groupId = 'a'.repeat(24);
    const parsed = zProductOptionsInput.parse(JSON.stringify([{ ...size, _id: groupId }]));
    expect(parsed?.[0]?._id).toBe(groupId);
    expect(zProductOptionsInput.parse('')).toEqual([]);
    expect(zProductOptionsInput.parse(undefined)).toBeUndefined();
  });

  it('says in a sentence what is wrong', () => {
    expect(firstMessage('{not json')).toBe('options must be a list of option groups');
    expect(firstMessage([{ ...size, name: '' }])).toBe('Each option group needs a name of 1 to 60 characters.');
    expect(firstMessage([size, size])).toBe('Two option groups are called Size.');
    expect(firstMessage([{ ...size, choices: [] }])).toBe('Size needs 1 to 20 choices.');
    expect(firstMessage([{ ...size, choices: [{ name: 'Large' }, { name: 'large' }] }])).toBe('Size has two choices called large.');
    expect(firstMessage([{ ...size, choices: [{ name: 'Large', priceDelta: -5 }] }])).toBe('Large: the price change must be from 0 to 100000 shillings, with at most two decimals.');
    expect(firstMessage([{ ...size, choices: [{ name: 'Large', priceDelta: 1.555 }] }])).toBe('Large: the price change must be from 0 to 100000 shillings, with at most two decimals.');
    expect(firstMessage([{ ...size, max: 21 }])).toBe('Size: max must be a whole number from 1 to 20.');
    expect(firstMessage([{ ...size, min: 3, max: 3 }])).toBe('Size: min must be a whole number from 0 to 2.');
    expect(firstMessage([{ ...size, min: 0 }])).toBe('Size is required, so min must be at least 1.');
    expect(firstMessage([{ ...size, required: false, min: 1 }])).toBe('Size is optional, so min must be 0.');
    expect(firstMessage([{ ...size, _id: 'nope' }])).toBe('The option group Size has an id that is not valid.');
  });

  it('is optional on an edit: absent leaves the groups, [] removes them', () => {
    expect(ZProductEdit.parse({}).options).toBeUndefined();
    expect(ZProductEdit.parse({ options: [] }).options).toEqual([]);
  });
});
