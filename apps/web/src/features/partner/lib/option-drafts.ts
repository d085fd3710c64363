import type { TProductOptions } from '@sokoni/domain/contracts/product-options';

/** A choice as the product form holds it: numbers stay text until the contract reads them. */
export interface ChoiceDraft {
  key: string;
  _id?: string;
  name: string;
  priceDelta: string;
  available: boolean;
}

/** An option group as the product form holds it; `key` names it on screen, `_id` keeps a saved group's id. */
export interface GroupDraft {
  key: string;
  _id?: string;
  name: string;
  required: boolean;
  min: string;
  max: string;
  choices: ChoiceDraft[];
}

let next = 0;
const newKey = () => `draft-${++next}`;

export const emptyChoice = (): ChoiceDraft => ({ key: newKey(), name: '', priceDelta: '', available: true });
export const emptyGroup = (): GroupDraft => ({ key: newKey(), name: '', required: true, min: '1', max: '1', choices: [emptyChoice()] });

/**
 * The drafts of a product's groups. `keepIds` false makes copies (groups copied from another
 * product are new groups of this one: the server gives them their own ids).
 */
export function draftsOf(options: TProductOptions | undefined, keepIds = true): GroupDraft[] {
  return (options ?? []).map((group) => ({
    key: newKey(),
    ...(keepIds ? { _id: group._id } : {}),
    name: group.name,
    required: group.required,
    min: String(group.min),
    max: String(group.max),
    choices: group.choices.map((choice) => ({
      key: newKey(),
      ...(keepIds ? { _id: choice._id } : {}),
      name: choice.name,
      priceDelta: choice.priceDelta ? String(choice.priceDelta) : '',
      available: choice.available,
    })),
  }));
}

/** The groups as the product form sends them (JSON text in the multipart body); the contract checks them. */
export function optionsField(drafts: readonly GroupDraft[]): string {
  return JSON.stringify(
    drafts.map((group) => ({
      ...(group._id ? { _id: group._id } : {}),
      name: group.name,
      required: group.required,
      min: group.min.trim(),
      max: group.max.trim(),
      choices: group.choices.map((choice) => ({
        ...(choice._id ? { _id: choice._id } : {}),
        name: choice.name,
        priceDelta: choice.priceDelta.trim(),
        available: choice.available,
      })),
    })),
  );
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}
