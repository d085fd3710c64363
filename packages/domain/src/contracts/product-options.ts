import { z } from 'zod';
import { isObjectId } from '../ids.ts';
import { zObjectId } from './common.ts';

/**
 * Option groups of a product (sizes, extras, weights) as the API carries them (decision 038).
 * Price changes are shillings here, like every price in the API; the server keeps cents.
 */
export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTION_CHOICES = 20;
export const MAX_OPTION_NAME_LENGTH = 60;
/** The largest price change one choice may add, in shillings. */
export const MAX_PRICE_DELTA = 100_000;
/** The most choices one cart line may carry (every group's choices together). */
export const MAX_CHOSEN_OPTIONS = 50;

export const ZProductOptionChoice = z.object({
  _id: z.string(),
  name: z.string(),
  /** Shillings added to the unit price when chosen (0 for none). */
  priceDelta: z.number(),
  /** False while the shop marks this one choice sold out; the rest of the product still sells. */
  available: z.boolean(),
});
export type TProductOptionChoice = z.infer<typeof ZProductOptionChoice>;

export const ZProductOptionGroup = z.object({
  _id: z.string(),
  name: z.string(),
  /** A required group must be answered; then min is at least 1. */
  required: z.boolean(),
  /** How many of its choices one unit takes: from min to max (exactly one when both are 1). */
  min: z.number(),
  max: z.number(),
  choices: z.array(ZProductOptionChoice),
});
export type TProductOptionGroup = z.infer<typeof ZProductOptionGroup>;

/** On every product answer; absent on a product without options, so older clients see no change. */
export const ZProductOptions = z.array(ZProductOptionGroup);
export type TProductOptions = z.infer<typeof ZProductOptions>;

/** A product's option groups as the shop sends them, before ids are given and shillings become cents. */
export interface ProductOptionsInput {
  /** An existing group's id keeps the group (and carts that name it); without one the server gives a new id. */
  _id?: string;
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: { _id?: string; name: string; priceDelta: number; available: boolean }[];
}

const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A whole number given as a number or as text; null when it is neither. */
function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(n) ? n : null;
}

function flag(value: unknown, fallback: boolean): boolean | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

function shillings(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!PRICE_TEXT.test(text)) return null;
  const n = Number(text);
  return n <= MAX_PRICE_DELTA ? n : null;
}

/** A name for a group or a choice: trimmed, one to MAX_OPTION_NAME_LENGTH characters. */
function optionName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/\s+/g, ' ');
  return text && text.length <= MAX_OPTION_NAME_LENGTH ? text : null;
}

function optionalId(value: unknown): string | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && isObjectId(value) ? value.toLowerCase() : null;
}

/**
 * `options` of product creation and `PUT /api/products/{id}`: a list of groups, or that list as
 * JSON text (the product form is multipart). `[]` removes every group; absent leaves them as they are.
 * Defaults: required false; min 1 when required, else 0; max 1 when required, else every choice;
 * a choice's priceDelta 0 and available true.
 */
export const zProductOptionsInput = z.unknown().optional().transform((value, ctx): ProductOptionsInput[] | undefined => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message, path: ['options'] });
    return z.NEVER;
  };
  if (value === undefined) return undefined;
  let list: unknown = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      list = JSON.parse(value);
    } catch {
      return fail('options must be a list of option groups');
    }
  }
  if (list === null) return [];
  if (!Array.isArray(list) || !list.every(isRecord)) return fail('options must be a list of option groups');
  if (list.length > MAX_OPTION_GROUPS) return fail(`A product can have at most ${MAX_OPTION_GROUPS} option groups.`);
  const groups: ProductOptionsInput[] = [];
  const groupNames = new Set<string>();
  const ids = new Set<string>();
  const newId = (id: string | undefined) => {
    if (id === undefined) return true;
    if (ids.has(id)) return false;
    ids.add(id);
    return true;
  };
  for (const raw of list) {
    const name = optionName(raw.name);
    if (!name) return fail(`Each option group needs a name of 1 to ${MAX_OPTION_NAME_LENGTH} characters.`);
    if (groupNames.has(name.toLowerCase())) return fail(`Two option groups are called ${name}.`);
    groupNames.add(name.toLowerCase());
    const id = optionalId(raw._id);
    if (id === null || !newId(id)) return fail(`The option group ${name} has an id that is not valid.`);
    const required = flag(raw.required, false);
    if (required === null) return fail(`${name}: required must be true or false.`);
    if (!Array.isArray(raw.choices) || raw.choices.length === 0 || raw.choices.length > MAX_OPTION_CHOICES || !raw.choices.every(isRecord)) {
      return fail(`${name} needs 1 to ${MAX_OPTION_CHOICES} choices.`);
    }
    const choices: ProductOptionsInput['choices'] = [];
    const choiceNames = new Set<string>();
    for (const rawChoice of raw.choices as Record<string, unknown>[]) {
      const choiceName = optionName(rawChoice.name);
      if (!choiceName) return fail(`${name}: each choice needs a name of 1 to ${MAX_OPTION_NAME_LENGTH} characters.`);
      if (choiceNames.has(choiceName.toLowerCase())) return fail(`${name} has two choices called ${choiceName}.`);
      choiceNames.add(choiceName.toLowerCase());
      const choiceId = optionalId(rawChoice._id);
      if (choiceId === null || !newId(choiceId)) return fail(`The choice ${choiceName} has an id that is not valid.`);
      const priceDelta = shillings(rawChoice.priceDelta);
      if (priceDelta === null) return fail(`${choiceName}: the price change must be from 0 to ${MAX_PRICE_DELTA} shillings, with at most two decimals.`);
      const available = flag(rawChoice.available, true);
      if (available === null) return fail(`${choiceName}: available must be true or false.`);
      choices.push({ ...(choiceId ? { _id: choiceId } : {}), name: choiceName, priceDelta, available });
    }
    const min = raw.min === undefined || raw.min === null || raw.min === '' ? (required ? 1 : 0) : wholeNumber(raw.min);
    const max = raw.max === undefined || raw.max === null || raw.max === '' ? (required ? 1 : choices.length) : wholeNumber(raw.max);
    if (min === null || min < 0 || min > choices.length) return fail(`${name}: min must be a whole number from 0 to ${choices.length}.`);
    // Max may exceed the choices offered now ('up to 3' extras while two are on the menu).
    if (max === null || max < Math.max(min, 1) || max > MAX_OPTION_CHOICES) {
      return fail(`${name}: max must be a whole number from ${Math.max(min, 1)} to ${MAX_OPTION_CHOICES}.`);
    }
    if (required && min < 1) return fail(`${name} is required, so min must be at least 1.`);
    if (!required && min > 0) return fail(`${name} is optional, so min must be 0.`);
    groups.push({ ...(id ? { _id: id } : {}), name, required, min, max, choices });
  }
  return groups;
});

/** One chosen option of a cart line: the ids of a product's group and of one of its choices. */
export const ZChosenOption = z.object({ group: zObjectId('choices.group'), choice: zObjectId('choices.choice') });
export type TChosenOption = z.infer<typeof ZChosenOption>;

/** `choices` on each item of the quote and of placement; absent or [] for a product without options. */
export const zChosenOptions = z
  .array(ZChosenOption, { error: 'choices must be a list of { group, choice }' })
  .max(MAX_CHOSEN_OPTIONS, `choices must have at most ${MAX_CHOSEN_OPTIONS} entries`);

/**
 * What an order item answers about each option chosen: ids (to order it again) and the names and
 * price change as they were when ordered, so a later menu edit changes no past order.
 */
export const ZOrderedOption = z.object({
  group: z.string(),
  groupName: z.string(),
  choice: z.string(),
  choiceName: z.string(),
  /** Shillings this choice added to the unit price when ordered. */
  priceDelta: z.number(),
});
export type TOrderedOption = z.infer<typeof ZOrderedOption>;
