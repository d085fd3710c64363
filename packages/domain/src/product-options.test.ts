import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineKey, checkChosenOptions, optionLineCents, optionProblemIsConflict, unitPriceCents, type OptionGroup } from './product-options.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');

/** The pizzeria's groups of the issue: Size (required, exactly 1), Extras (up to 3). */
const SIZE: OptionGroup = {
  id: id(1),
  name: 'Size',
  required: true,
  min: 1,
  max: 1,
  choices: [
    { id: id(11), name: 'Medium', priceDeltaCents: 0, available: true },
    { id: id(12), name: 'Large', priceDeltaCents: 40_000, available: true },
  ],
};
const EXTRAS: OptionGroup = {
  id: id(2),
  name: 'Extras',
  required: false,
  min: 0,
  max: 3,
  choices: [
    { id: id(21), name: 'Extra cheese', priceDeltaCents: 10_000, available: true },
    { id: id(22), name: 'Olives', priceDeltaCents: 8_000, available: true },
    { id: id(23), name: 'Mushrooms', priceDeltaCents: 9_000, available: false },
    { id: id(24), name: 'Chilli', priceDeltaCents: 0, available: true },
    { id: id(25), name: 'Onions', priceDeltaCents: 5_000, available: true },
  ],
};
const PIZZA = [SIZE, EXTRAS];
const pick = (group: OptionGroup, n: number) => ({ group: group.id, choice: group.choices[n]!.id });
const pizza = { priceCents: 90_000, discountedPriceCents: 0 };

describe('choosing options', () => {
  it('takes a Large with extra cheese, listing what was chosen with names and price changes', () => {
    const check = checkChosenOptions(PIZZA, [pick(EXTRAS, 0), pick(SIZE, 1)]);
    expect(check).toEqual({
      ok: true,
      chosen: [
        { groupId: SIZE.id, groupName: 'Size', choiceId: id(12), choiceName: 'Large', priceDeltaCents: 40_000 },
        { groupId: EXTRAS.id, groupName: 'Extras', choiceId: id(21), choiceName: 'Extra cheese', priceDeltaCents: 10_000 },
      ],
    });
  });

  it('names a required group left out', () => {
    expect(checkChosenOptions(PIZZA, [pick(EXTRAS, 0)])).toEqual({ ok: false, problem: { kind: 'missing', group: 'Size' } });
    expect(checkChosenOptions(PIZZA, [])).toEqual({ ok: false, problem: { kind: 'missing', group: 'Size' } });
  });

  it('refuses more than a group takes, and fewer than its minimum', () => {
    expect(checkChosenOptions(PIZZA, [pick(SIZE, 0), pick(SIZE, 1)])).toEqual({ ok: false, problem: { kind: 'tooMany', group: 'Size', max: 1 } });
    expect(checkChosenOptions(PIZZA, [pick(SIZE, 0), pick(EXTRAS, 0), pick(EXTRAS, 1), pick(EXTRAS, 3), pick(EXTRAS, 4)])).toEqual({
      ok: false,
      problem: { kind: 'tooMany', group: 'Extras', max: 3 },
    });
    const twoSauces: OptionGroup = { ...EXTRAS, name: 'Sauces', required: true, min: 2 };
    expect(checkChosenOptions([twoSauces], [pick(twoSauces, 0)])).toEqual({ ok: false, problem: { kind: 'tooFew', group: 'Sauces', min: 2 } });
  });

  it('names a sold-out choice, as a conflict with the menu', () => {
    const check = checkChosenOptions(PIZZA, [pick(SIZE, 0), pick(EXTRAS, 2)]);
    expect(check).toEqual({ ok: false, problem: { kind: 'soldOut', group: 'Extras', choice: 'Mushrooms' } });
    expect(!check.ok && optionProblemIsConflict(check.problem)).toBe(true);
  });

  it('refuses a group or choice the product does not have, and a choice sent twice', () => {
    expect(checkChosenOptions(PIZZA, [pick(SIZE, 0), { group: SIZE.id, choice: id(21) }])).toEqual({ ok: false, problem: { kind: 'unknown' } });
    expect(checkChosenOptions(PIZZA, [pick(SIZE, 0), { group: id(9), choice: id(11) }])).toEqual({ ok: false, problem: { kind: 'unknown' } });
    expect(checkChosenOptions([], [pick(SIZE, 0)])).toEqual({ ok: false, problem: { kind: 'unknown' } });
    expect(checkChosenOptions(PIZZA, [pick(SIZE, 0), pick(EXTRAS, 1), pick(EXTRAS, 1)])).toEqual({
      ok: false,
      problem: { kind: 'duplicate', group: 'Extras', choice: 'Olives' },
    });
  });

  it('takes a product without options with no choices', () => {
    expect(checkChosenOptions([], [])).toEqual({ ok: true, chosen: [] });
  });

  it('accepts any allowed choice, in any order, and answers it in the menu order', () => {
    const available = EXTRAS.choices.map((c, i) => ({ c, i })).filter(({ c }) => c.available);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1 }),
        fc.subarray(available, { maxLength: 3 }),
        fc.func(fc.integer()),
        (size, extras, order) => {
          const refs = [pick(SIZE, size), ...extras.map(({ i }) => pick(EXTRAS, i))];
          const shuffled = [...refs].sort((a, b) => order(a.choice) - order(b.choice));
          const check = checkChosenOptions(PIZZA, shuffled);
          if (!check.ok) return false;
          const expected = [SIZE.choices[size]!.id, ...extras.map(({ c }) => c.id)];
          return check.chosen.map((c) => c.choiceId).join() === expected.join();
        },
      ),
    );
  });

  it('never lets more choices through than a group takes', () => {
    fc.assert(
      fc.property(fc.subarray([0, 1, 3, 4]), (extras) => {
        const check = checkChosenOptions(PIZZA, [pick(SIZE, 0), ...extras.map((i) => pick(EXTRAS, i))]);
        return check.ok === extras.length <= 3;
      }),
    );
  });
});

describe('pricing a line with options', () => {
  it('adds the chosen price changes to the price: Large (+400) with cheese (+100) of a Ksh 900 pizza is Ksh 1,400', () => {
    const check = checkChosenOptions(PIZZA, [pick(SIZE, 1), pick(EXTRAS, 0)]);
    expect(check.ok && unitPriceCents(pizza, check.chosen)).toBe(140_000);
    expect(check.ok && optionLineCents(pizza, check.chosen, 2)).toBe(280_000);
  });

  it('starts from the discounted price when there is one', () => {
    expect(unitPriceCents({ priceCents: 90_000, discountedPriceCents: 80_000 }, [{ priceDeltaCents: 40_000 }])).toBe(120_000);
    expect(unitPriceCents({ priceCents: 90_000, discountedPriceCents: 0 }, [])).toBe(90_000);
  });

  it('is unit times quantity, the unit being the selling price plus every delta, in whole cents', () => {
    const cents = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(cents, fc.option(cents, { nil: 0 }), fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 8 }), fc.integer({ min: 1, max: 99 }), (price, discounted, deltas, quantity) => {
        const product = { priceCents: price, discountedPriceCents: discounted };
        const chosen = deltas.map((priceDeltaCents) => ({ priceDeltaCents }));
        const unit = unitPriceCents(product, chosen);
        const line = optionLineCents(product, chosen, quantity);
        return (
          Number.isSafeInteger(line) &&
          unit === (discounted > 0 ? discounted : price) + deltas.reduce((a, b) => a + b, 0) &&
          line === unit * quantity
        );
      }),
    );
  });
});

describe('the name of a cart line', () => {
  it('is the product id alone without choices, as before options', () => {
    expect(cartLineKey(id(5))).toBe(id(5));
    expect(cartLineKey(id(5), [])).toBe(id(5));
  });

  it('differs for different choices and not for the order they were picked in', () => {
    const large = cartLineKey(id(5), [pick(SIZE, 1), pick(EXTRAS, 0)]);
    expect(cartLineKey(id(5), [pick(EXTRAS, 0), pick(SIZE, 1)])).toBe(large);
    expect(cartLineKey(id(5), [pick(SIZE, 0)])).not.toBe(large);
    expect(cartLineKey(id(5), [pick(SIZE, 1)])).not.toBe(large);
    expect(cartLineKey(id(6), [pick(SIZE, 1), pick(EXTRAS, 0)])).not.toBe(large);
  });
});
