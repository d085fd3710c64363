import { MAX_LINE_QUANTITY } from '@sokoni/domain/contracts/orders';
import { lineCents, sumCents } from '@sokoni/domain/money';
import { cartLineKey, checkChosenOptions, optionProblemIsConflict, unitPriceCents, type ChosenRef, type OptionProblem, type OrderedChoice } from '@sokoni/domain/product-options';
import { perOrderLimit, perOrderLimitMessage } from '@sokoni/domain/order-limits';
import { isProductAvailable, storeSchedule } from '@sokoni/domain/opening-hours';
import { storeClosedMessage } from '@sokoni/domain/store-status-words';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { CartProduct, CartShop } from './cart-products.repository.ts';
import { isStoreSellableNow, isStoreVisible } from '@sokoni/domain/store-visibility';
import { whyNotSlot } from '@sokoni/domain/delivery-slots';

export interface CartLine {
  productId: string;
  quantity: number;
  /** The options the line names (ids); [] without options. */
  choices: ChosenRef[];
}

export interface PricedLine extends CartLine {
  name: string;
  /** The price the customer pays for one, in cents: the discounted price when set above zero, plus the chosen options. */
  unitPriceCents: number;
  /** The options chosen, with their names and price changes as they are now. */
  chosen: OrderedChoice[];
  lineTotalCents: number;
  shop: CartShop;
}

export interface ShopGroup {
  shop: CartShop;
  lines: PricedLine[];
  totalCents: number;
}

/**
 * Step 'validate cart': one line per product and choices (a line listed twice is added up; the same
 * pizza in Large and in Medium stays two lines).
 */
export function mergeCartLines(items: readonly { product: string; quantity: number; choices?: readonly ChosenRef[] | undefined }[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const item of items) {
    const productId = item.product.toLowerCase();
    const choices = (item.choices ?? []).map((c) => ({ group: c.group.toLowerCase(), choice: c.choice.toLowerCase() }));
    const key = cartLineKey(productId, choices);
    const seen = merged.get(key);
    if (seen) seen.quantity += item.quantity;
    else merged.set(key, { productId, quantity: item.quantity, choices });
  }
  const lines = [...merged.values()];
  if ([...quantitiesOf(lines).values()].some((quantity) => quantity > MAX_LINE_QUANTITY)) {
    throw badRequest(`You can order at most ${MAX_LINE_QUANTITY} of one product.`);
  }
  return lines;
}

/** How many of each product the lines take together, whatever their options. */
export function quantitiesOf(lines: readonly { productId: string; quantity: number }[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return quantities;
}

/** What a customer reads when a line's choices cannot be ordered, naming the group or choice. */
function optionRefusal(problem: OptionProblem, product: string): string {
  switch (problem.kind) {
    case 'missing':
      return `Please choose ${problem.group} for ${product}.`;
    case 'tooFew':
      return `Please choose at least ${problem.min} of ${problem.group} for ${product}.`;
    case 'tooMany':
      return `You can choose at most ${problem.max} of ${problem.group} for ${product}.`;
    case 'duplicate':
      return `${problem.choice} is chosen twice for ${product}.`;
    case 'soldOut':
      return `${problem.choice} (${problem.group}) is sold out for ${product}.`;
    case 'unknown':
      return `An option chosen for ${product} is no longer offered. Please choose again.`;
  }
}

/** Step 'check options': the line's choices against the product's groups as they are now (400 or 409 naming what is wrong). */
function chosenOptions(line: CartLine, product: CartProduct): OrderedChoice[] {
  const check = checkChosenOptions(product.options, line.choices);
  if (check.ok) return check.chosen;
  const { problem } = check;
  throw new AppError(optionProblemIsConflict(problem) ? 'conflict' : 'validation', optionRefusal(problem, product.name), {
    product: product.id,
    name: product.name,
    ...(problem.kind === 'unknown' ? {} : { group: problem.group }),
    ...(problem.kind === 'soldOut' || problem.kind === 'duplicate' ? { choice: problem.choice } : {}),
  });
}

/**
 * Step 'price from the database': unknown products and products of stores customers cannot see are
 * refused; an order for now needs every shop open now, an order for later (`scheduledFor`) every
 * shop open at its time slot.
 */
export function priceLines(lines: readonly CartLine[], found: readonly CartProduct[], now = new Date(), scheduledFor: Date | null = null): PricedLine[] {
  const byId = new Map(found.map((p) => [p.id, p]));
  const unavailable = lines.filter((l) => {
    const product = byId.get(l.productId);
    return !product || !isStoreVisible(product.shop);
  });
  if (unavailable.length) {
    throw badRequest('Some items in your cart are no longer available. Please remove them and try again.', {
      unavailable: unavailable.map((l) => l.productId),
    });
  }
  if (scheduledFor) checkSlot(lines, byId, now, scheduledFor);
  else checkSellableNow(lines, byId, now);
  checkPerOrderLimits(lines, byId);
  const chosen = lines.map((line) => chosenOptions(line, byId.get(line.productId)!));
  return lines.map((line, i) => {
    const product = byId.get(line.productId)!;
    const unit = unitPriceCents(product, chosen[i]!);
    return { ...line, name: product.name, unitPriceCents: unit, chosen: chosen[i]!, lineTotalCents: lineCents(unit, line.quantity), shop: product.shop };
  });
}

/**
 * An order for now reaches only a shop that can fulfil it: open, not paused, the item not sold out.
 * Whatever the client shows, the server refuses here (409), naming the shop or item and when it opens.
 */
function checkSellableNow(lines: readonly CartLine[], byId: ReadonlyMap<string, CartProduct>, now: Date): void {
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    if (!isStoreSellableNow(product.shop, now)) {
      const schedule = storeSchedule(product.shop.openingHours, product.shop.pausedUntil, now);
      throw new AppError('conflict', storeClosedMessage(product.shop.businessName, schedule, now), {
        shop: { _id: product.shop.id, shopName: product.shop.businessName },
        paused: schedule.paused,
        opensAt: schedule.opensAt,
      });
    }
  }
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    if (!isProductAvailable(product, now)) {
      throw new AppError('conflict', `${product.name} is sold out today at ${product.shop.businessName}.`, {
        product: product.id,
        name: product.name,
        availableAgainAt: product.soldOutUntil?.toISOString() ?? null,
      });
    }
  }
}

/** An order for later: the slot must be one the checkout offers, and its items not sold out for good. */
function checkSlot(lines: readonly CartLine[], byId: ReadonlyMap<string, CartProduct>, now: Date, slot: Date): void {
  const shops = new Map(lines.map((l) => byId.get(l.productId)!.shop).map((shop) => [shop.id, { name: shop.businessName, shop }]));
  const refusal = whyNotSlot(slot, [...shops.values()], now);
  if (refusal) throw new AppError('conflict', refusal, { scheduledFor: slot.toISOString() });
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    if (!isProductAvailable(product, slot)) {
      throw new AppError('conflict', `${product.name} is sold out at ${product.shop.businessName}.`, { product: product.id, name: product.name });
    }
  }
}

/** A shop may cap how many of a product one order takes, so one customer cannot empty its shelf. */
function checkPerOrderLimits(lines: readonly CartLine[], byId: ReadonlyMap<string, CartProduct>): void {
  for (const [productId, quantity] of quantitiesOf(lines)) {
    const product = byId.get(productId)!;
    const limit = perOrderLimit(product);
    if (quantity > limit) {
      throw badRequest(perOrderLimitMessage(product.name, limit), { product: product.id, name: product.name, maxPerOrder: limit });
    }
  }
}

/** Step 'split by shop': one sub-order per shop, in the order the shops first appear in the cart. */
export function splitByShop(lines: readonly PricedLine[]): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const line of lines) {
    const group = groups.get(line.shop.id) ?? { shop: line.shop, lines: [], totalCents: 0 };
    group.lines.push(line);
    group.totalCents = sumCents([group.totalCents, line.lineTotalCents]);
    groups.set(line.shop.id, group);
  }
  return [...groups.values()];
}
