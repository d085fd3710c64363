import { useState } from 'react';
import { addShillings, effectivePrice } from '@sokoni/domain/money';
import type { TProductOptionGroup } from '@sokoni/domain/contracts/product-options';

/** A product's option group as every product answer carries it. */
export type OptionGroup = TProductOptionGroup;

/** Chosen choice ids by group id, in the order they were picked. */
export type Picked = Readonly<Record<string, readonly string[]>>;

/** The fewest choices a group takes: a required group at least one. */
export const fewestOf = (group: OptionGroup) => Math.max(group.min, group.required ? 1 : 0);

/** A group still waiting: fewer than its fewest, or (optional with a minimum) some but too few. */
function waiting(group: OptionGroup, count: number): boolean {
  if (group.required) return count < fewestOf(group);
  return count > 0 && count < group.min;
}

/**
 * The chooser's state for one product: what is picked, the unit price with the picked choices'
 * differences, the groups still waiting for an answer, and the choices as the order sends them.
 */
export function useOptionChoice(product: { price: number; discountedPrice?: number | null; options?: readonly OptionGroup[] | null } | undefined) {
  const groups = product?.options ?? [];
  const [picked, setPicked] = useState<Picked>({});

  const pick = (group: OptionGroup, choiceId: string, on: boolean) =>
    setPicked((current) => {
      const now = current[group._id] ?? [];
      if (group.max === 1) return { ...current, [group._id]: on ? [choiceId] : [] };
      if (!on) return { ...current, [group._id]: now.filter((id) => id !== choiceId) };
      if (now.includes(choiceId) || now.length >= group.max) return current;
      return { ...current, [group._id]: [...now, choiceId] };
    });

  const chosen = groups.flatMap((group) =>
    (picked[group._id] ?? []).flatMap((id) => {
      const choice = group.choices.find((c) => c._id === id);
      return choice ? [{ group, choice }] : [];
    }),
  );
  const deltas = addShillings(...chosen.map((c) => c.choice.priceDelta));
  // Both prices move by the choices, so a discounted product still shows its old price struck through.
  const priced = {
    price: addShillings(product?.price ?? 0, deltas),
    discountedPrice: product?.discountedPrice ? addShillings(product.discountedPrice, deltas) : null,
  };
  const unitPrice = effectivePrice(priced);
  const missing = groups.filter((group) => waiting(group, (picked[group._id] ?? []).length));
  const reset = () => setPicked({});
  return { groups, picked, pick, chosen, priced, unitPrice, missing, reset };
}
