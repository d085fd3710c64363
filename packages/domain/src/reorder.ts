import { addShillings, effectivePrice, shillingsFromCents } from './money.ts';
import { cartLineKey, checkChosenOptions, type OptionGroup, type OrderedChoice } from './product-options.ts';
import { isProductAvailable } from './opening-hours.ts';
import { isStoreSellableNow, isStoreVisible } from './store-visibility.ts';
import type { TStoreHours } from './opening-hours.ts';

/** A line of a past order: what was bought, and at what price then. */
export interface PastLine {
  productId: string | null;
  name: string;
  quantity: number;
  price: number;
  /** The options chosen then (absent or [] without options). */
  choices?: readonly OrderedChoice[];
}

/** The product as it is today, with its shop. */
export interface ProductToday {
  id: string;
  name: string;
  price: number;
  discountedPrice: number;
  inventory: number;
  soldOut: boolean;
  soldOutUntil: Date | null;
  /** Its option groups today (absent or [] without options). */
  options?: readonly OptionGroup[];
  shop: { id: string; businessName: string; suspended: boolean; role: 'partner' | 'admin'; openingHours: TStoreHours | null; pausedUntil: Date | null };
}

export type ReorderChange =
  | { kind: 'priceChanged'; name: string; from: number; to: number }
  | { kind: 'soldOut'; name: string }
  | { kind: 'shopClosed'; name: string; shopName: string }
  | { kind: 'gone'; name: string }
  | { kind: 'fewerLeft'; name: string; from: number; to: number }
  | { kind: 'optionGone'; name: string; option: string };

export interface ReorderLine {
  productId: string;
  name: string;
  quantity: number;
  price: number;
  /** The past choices the product still has, with today's names and price changes. */
  choices: OrderedChoice[];
  shop: { id: string; shopName: string };
}

/**
 * What 'Order again' can put back in the cart: each line still sold, at today's price, and every
 * difference from the past order said once (price, sold out, shop closed now, no longer sold).
 */
export function reorderAnswer(past: readonly PastLine[], today: readonly ProductToday[], now: Date): { lines: ReorderLine[]; changes: ReorderChange[] } {
  const byId = new Map(today.map((p) => [p.id, p]));
  // One line per product and choices: a Large and a Medium of one pizza stay two lines.
  const merged = new Map<string, PastLine & { productId: string }>();
  const lines: ReorderLine[] = [];
  const changes: ReorderChange[] = [];
  for (const line of past) {
    if (!line.productId) {
      changes.push({ kind: 'gone', name: line.name });
      continue;
    }
    const key = cartLineKey(line.productId, (line.choices ?? []).map((c) => ({ group: c.groupId, choice: c.choiceId })));
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { ...line, productId: line.productId });
  }
  const takenOf = new Map<string, number>();
  for (const line of merged.values()) {
    const product = byId.get(line.productId);
    if (!product || !isStoreVisible(product.shop)) {
      changes.push({ kind: 'gone', name: line.name });
      continue;
    }
    if (!isStoreSellableNow(product.shop, now)) {
      changes.push({ kind: 'shopClosed', name: product.name, shopName: product.shop.businessName });
      continue;
    }
    if (!isProductAvailable(product, now) || product.inventory <= 0) {
      changes.push({ kind: 'soldOut', name: product.name });
      continue;
    }
    const choices = choicesToday(product, line, changes);
    if (!choices) continue;
    const price = addShillings(effectivePrice(product), ...choices.map((c) => shillingsFromCents(c.priceDeltaCents)));
    if (Math.abs(price - line.price) >= 0.005) changes.push({ kind: 'priceChanged', name: product.name, from: line.price, to: price });
    // Lines of one product share its stock.
    const left = product.inventory - (takenOf.get(product.id) ?? 0);
    const quantity = Math.min(line.quantity, left);
    if (quantity < line.quantity) changes.push({ kind: 'fewerLeft', name: product.name, from: line.quantity, to: quantity });
    if (quantity <= 0) continue;
    takenOf.set(product.id, (takenOf.get(product.id) ?? 0) + quantity);
    lines.push({ productId: product.id, name: product.name, quantity, price, choices, shop: { id: product.shop.id, shopName: product.shop.businessName } });
  }
  return { lines, changes };
}

/**
 * The past choices the product still offers, as they are today; each one gone or sold out is
 * named. Null (the line stays out) when what is left is no longer a whole choice, e.g. the size
 * it was ordered in is gone.
 */
function choicesToday(product: ProductToday, line: PastLine, changes: ReorderChange[]): OrderedChoice[] | null {
  const groups = product.options ?? [];
  const kept: { group: string; choice: string }[] = [];
  let named = false;
  for (const past of line.choices ?? []) {
    const choice = groups.find((g) => g.id === past.groupId)?.choices.find((c) => c.id === past.choiceId);
    if (choice?.available) kept.push({ group: past.groupId, choice: past.choiceId });
    else {
      changes.push({ kind: 'optionGone', name: product.name, option: past.choiceName });
      named = true;
    }
  }
  const check = checkChosenOptions(groups, kept);
  if (check.ok) return check.chosen;
  if (!named && check.problem.kind !== 'unknown') changes.push({ kind: 'optionGone', name: product.name, option: check.problem.group });
  return null;
}
