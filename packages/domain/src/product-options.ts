import { assertCents, centsFromShillings, lineCents, shillingsFromCents, sumCents } from './money.ts';

/** A product's option group as the server keeps it: price changes in cents (decision 038). */
export interface OptionGroup {
  id: string;
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: OptionChoice[];
}

export interface OptionChoice {
  id: string;
  name: string;
  priceDeltaCents: number;
  available: boolean;
}

/** What a cart line says it chose: a group id and one of its choice ids. */
export interface ChosenRef {
  group: string;
  choice: string;
}

/** One chosen option as an order item keeps it: names and price change as they were when ordered. */
export interface OrderedChoice {
  groupId: string;
  groupName: string;
  choiceId: string;
  choiceName: string;
  priceDeltaCents: number;
}

/** Why a line's choices cannot be ordered; `group` and `choice` are names a customer reads. */
export type OptionProblem =
  | { kind: 'missing'; group: string }
  | { kind: 'tooFew'; group: string; min: number }
  | { kind: 'tooMany'; group: string; max: number }
  | { kind: 'duplicate'; group: string; choice: string }
  | { kind: 'unknown' }
  | { kind: 'soldOut'; group: string; choice: string };

export type OptionCheck = { ok: true; chosen: OrderedChoice[] } | { ok: false; problem: OptionProblem };

/**
 * A bad request (the line itself is wrong: a group left out, too few or too many, one chosen twice)
 * or a conflict with the menu as it is now (a choice gone or sold out).
 */
export const optionProblemIsConflict = (problem: OptionProblem): boolean => problem.kind === 'unknown' || problem.kind === 'soldOut';

/**
 * Checks a cart line's choices against the product's groups: every choice must exist, be
 * available and be chosen once; each group takes from min to max of them, and a required group
 * at least one. The answer lists what was chosen in the menu's order, whatever order the client sent.
 */
export function checkChosenOptions(groups: readonly OptionGroup[], chosen: readonly ChosenRef[]): OptionCheck {
  const picked = new Map<string, Set<string>>();
  for (const ref of chosen) {
    const group = groups.find((g) => g.id === ref.group);
    const choice = group?.choices.find((c) => c.id === ref.choice);
    if (!group || !choice) return { ok: false, problem: { kind: 'unknown' } };
    const inGroup = picked.get(group.id) ?? new Set<string>();
    if (inGroup.has(choice.id)) return { ok: false, problem: { kind: 'duplicate', group: group.name, choice: choice.name } };
    if (!choice.available) return { ok: false, problem: { kind: 'soldOut', group: group.name, choice: choice.name } };
    inGroup.add(choice.id);
    picked.set(group.id, inGroup);
  }
  const answer: OrderedChoice[] = [];
  for (const group of groups) {
    const inGroup = picked.get(group.id) ?? new Set<string>();
    if (inGroup.size === 0 && (group.required || group.min > 0)) return { ok: false, problem: { kind: 'missing', group: group.name } };
    if (inGroup.size < group.min) return { ok: false, problem: { kind: 'tooFew', group: group.name, min: group.min } };
    if (inGroup.size > group.max) return { ok: false, problem: { kind: 'tooMany', group: group.name, max: group.max } };
    for (const choice of group.choices) {
      if (inGroup.has(choice.id)) {
        answer.push({ groupId: group.id, groupName: group.name, choiceId: choice.id, choiceName: choice.name, priceDeltaCents: choice.priceDeltaCents });
      }
    }
  }
  return { ok: true, chosen: answer };
}

/** A unit's price in cents: the discounted price when above zero, else the price, plus every chosen price change. */
export function unitPriceCents(product: { priceCents: number; discountedPriceCents: number }, chosen: readonly Pick<OrderedChoice, 'priceDeltaCents'>[]): number {
  assertCents(product.priceCents);
  assertCents(product.discountedPriceCents);
  const base = product.discountedPriceCents > 0 ? product.discountedPriceCents : product.priceCents;
  return sumCents([base, ...chosen.map((c) => c.priceDeltaCents)]);
}

/** A line's price in cents: its unit price (with the chosen options) times the quantity. */
export function optionLineCents(product: { priceCents: number; discountedPriceCents: number }, chosen: readonly Pick<OrderedChoice, 'priceDeltaCents'>[], quantity: number): number {
  return lineCents(unitPriceCents(product, chosen), quantity);
}

/**
 * The name of a cart line: its product and its chosen choice ids, in any order. The same product
 * with other choices is another line; without choices the key is the product id, as before options.
 */
export function cartLineKey(productId: string, choices: readonly ChosenRef[] = []): string {
  if (choices.length === 0) return productId;
  const ids = choices.map((c) => `${c.group}:${c.choice}`).sort();
  return `${productId}|${ids.join(',')}`;
}

/** The groups a shop sent (shillings, ids perhaps missing) as a product keeps them: cents, every group and choice with an id. */
export function storedOptions(
  input: readonly { _id?: string; name: string; required: boolean; min: number; max: number; choices: readonly { _id?: string; name: string; priceDelta: number; available: boolean }[] }[],
  newId: () => string,
): OptionGroup[] {
  return input.map((group) => ({
    id: group._id ?? newId(),
    name: group.name,
    required: group.required,
    min: group.min,
    max: group.max,
    choices: group.choices.map((choice) => ({ id: choice._id ?? newId(), name: choice.name, priceDeltaCents: centsFromShillings(choice.priceDelta), available: choice.available })),
  }));
}

/** A product's groups as every answer gives them, in shillings; nothing (absent) without groups, so older clients see no change. */
export function answeredOptions(groups: readonly OptionGroup[] | null | undefined): { options?: AnsweredGroup[] } {
  if (!groups || groups.length === 0) return {};
  return {
    options: groups.map((g) => ({
      _id: g.id,
      name: g.name,
      required: g.required,
      min: g.min,
      max: g.max,
      choices: g.choices.map((c) => ({ _id: c.id, name: c.name, priceDelta: shillingsFromCents(c.priceDeltaCents), available: c.available })),
    })),
  };
}

interface AnsweredGroup {
  _id: string;
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: { _id: string; name: string; priceDelta: number; available: boolean }[];
}

/** What an order item answers about the options chosen, in shillings; nothing (absent) when none were. */
export function answeredChoices(chosen: readonly OrderedChoice[] | null | undefined): { choices?: AnsweredChoice[] } {
  if (!chosen || chosen.length === 0) return {};
  return {
    choices: chosen.map((c) => ({ group: c.groupId, groupName: c.groupName, choice: c.choiceId, choiceName: c.choiceName, priceDelta: shillingsFromCents(c.priceDeltaCents) })),
  };
}

interface AnsweredChoice {
  group: string;
  groupName: string;
  choice: string;
  choiceName: string;
  priceDelta: number;
}

