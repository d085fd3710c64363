import { effectivePrice } from './money.ts';
import { isProductAvailable } from './opening-hours.ts';
import { isStoreSellableNow, isStoreVisible } from './store-visibility.ts';
import type { TStoreHours } from './opening-hours.ts';

/** A line of a past order: what was bought, and at what price then. */
export interface PastLine {
  productId: string | null;
  name: string;
  quantity: number;
  price: number;
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
  shop: { id: string; businessName: string; suspended: boolean; role: 'partner' | 'admin'; openingHours: TStoreHours | null; pausedUntil: Date | null };
}

export type ReorderChange =
  | { kind: 'priceChanged'; name: string; from: number; to: number }
  | { kind: 'soldOut'; name: string }
  | { kind: 'shopClosed'; name: string; shopName: string }
  | { kind: 'gone'; name: string }
  | { kind: 'fewerLeft'; name: string; from: number; to: number };

export interface ReorderLine {
  productId: string;
  name: string;
  quantity: number;
  price: number;
  shop: { id: string; shopName: string };
}

/**
 * What 'Order again' can put back in the cart: each line still sold, at today's price, and every
 * difference from the past order said once (price, sold out, shop closed now, no longer sold).
 */
export function reorderAnswer(past: readonly PastLine[], today: readonly ProductToday[], now: Date): { lines: ReorderLine[]; changes: ReorderChange[] } {
  const byId = new Map(today.map((p) => [p.id, p]));
  const quantities = new Map<string, PastLine>();
  const lines: ReorderLine[] = [];
  const changes: ReorderChange[] = [];
  for (const line of past) {
    if (!line.productId) {
      changes.push({ kind: 'gone', name: line.name });
      continue;
    }
    const seen = quantities.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else quantities.set(line.productId, { ...line });
  }
  for (const line of quantities.values()) {
    const product = byId.get(line.productId!);
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
    const price = effectivePrice(product);
    if (Math.abs(price - line.price) >= 0.005) changes.push({ kind: 'priceChanged', name: product.name, from: line.price, to: price });
    const quantity = Math.min(line.quantity, product.inventory);
    if (quantity < line.quantity) changes.push({ kind: 'fewerLeft', name: product.name, from: line.quantity, to: quantity });
    lines.push({ productId: product.id, name: product.name, quantity, price, shop: { id: product.shop.id, shopName: product.shop.businessName } });
  }
  return { lines, changes };
}
