import { MAX_LINE_QUANTITY } from '@sokoni/domain/contracts/orders';
import { effectivePrice, roundMoney } from '@sokoni/domain/money';
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
}

export interface PricedLine extends CartLine {
  name: string;
  /** The price the customer pays: the discounted price when set above zero. */
  unitPrice: number;
  lineTotal: number;
  shop: CartShop;
}

export interface ShopGroup {
  shop: CartShop;
  lines: PricedLine[];
  total: number;
}

/** Step 'validate cart': one line per product (a product listed twice is added up). */
export function mergeCartLines(items: readonly { product: string; quantity: number }[]): CartLine[] {
  const quantities = new Map<string, number>();
  for (const item of items) {
    const id = item.product.toLowerCase();
    quantities.set(id, (quantities.get(id) ?? 0) + item.quantity);
  }
  const lines = [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  if (lines.some((l) => l.quantity > MAX_LINE_QUANTITY)) {
    throw badRequest(`You can order at most ${MAX_LINE_QUANTITY} of one product.`);
  }
  return lines;
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
  return lines.map((line) => {
    const product = byId.get(line.productId)!;
    const unitPrice = effectivePrice(product);
    return { ...line, name: product.name, unitPrice, lineTotal: roundMoney(unitPrice * line.quantity), shop: product.shop };
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
  for (const line of lines) {
    const product = byId.get(line.productId)!;
    const limit = perOrderLimit(product);
    if (line.quantity > limit) {
      throw badRequest(perOrderLimitMessage(product.name, limit), { product: product.id, name: product.name, maxPerOrder: limit });
    }
  }
}

/** Step 'split by shop': one sub-order per shop, in the order the shops first appear in the cart. */
export function splitByShop(lines: readonly PricedLine[]): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const line of lines) {
    const group = groups.get(line.shop.id) ?? { shop: line.shop, lines: [], total: 0 };
    group.lines.push(line);
    group.total = roundMoney(group.total + line.lineTotal);
    groups.set(line.shop.id, group);
  }
  return [...groups.values()];
}
