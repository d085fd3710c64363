import { useSyncExternalStore } from 'react';
import { addShillings, effectivePrice, lineShillings } from '@sokoni/domain/money';
import { perOrderLimit } from '@sokoni/domain/order-limits';
import { cartLineKey as lineKey } from '@sokoni/domain/product-options';
import type { TOrderedOption } from '@sokoni/domain/contracts/product-options';
import { i18n } from '../i18n/i18n.ts';


/**
 * The locally persisted cart (spec: 'The cart is persisted locally'). Items keep the product
 * fields the cart shows; prices here are only for display: the server prices every order itself.
 */
export interface CartItem {
  _id: string;
  name: string;
  price: number;
  /** Absent or null without a discount (older carts kept 0): effectivePrice reads them all the same. */
  discountedPrice?: number | null;
  primaryImage: string | null;
  unit: string;
  /** Units in stock when the item was last added or refreshed; the cart never goes above it. */
  inventory: number;
  /** The shop's maximum for one order, when it set one; the server refuses more. */
  maxPerOrder?: number | null;
  shop: { _id: string; shopName: string; town: string };
  /** What was chosen in the product's option groups, with the names and differences shown when added. */
  choices?: CartChoice[];
  quantity: number;
}

/** One chosen option, as order items answer it: the ids the order sends, the words and the price change the cart shows. */
export type CartChoice = TOrderedOption;

export type CartProduct = Omit<CartItem, 'quantity'>;

/** A cart line is one product with one set of choices: the same product chosen differently is its own line. */
export function cartLineKey(item: Pick<CartItem, '_id' | 'choices'>): string {
  return lineKey(item._id, (item.choices ?? []).map(({ group, choice }) => ({ group, choice })));
}

/** One unit of a line: the product's price (discounted if it is) with its choices' differences. */
export function unitPriceOf(item: Pick<CartItem, 'price' | 'discountedPrice' | 'choices'>): number {
  return addShillings(effectivePrice(item), ...(item.choices ?? []).map((c) => c.priceDelta));
}

/** The cart's lines as the quote and the order send them: product, quantity and the chosen ids. */
export function orderLines(list: readonly CartItem[]): { product: string; quantity: number; choices?: { group: string; choice: string }[] }[] {
  return list.map((i) => ({
    product: i._id,
    quantity: i.quantity,
    ...(i.choices?.length ? { choices: i.choices.map(({ group, choice }) => ({ group, choice })) } : {}),
  }));
}

const STORAGE_KEY = 'cart';
const OPEN_KEY = 'cart:open';
let items: CartItem[] = read();
let open = false;
const listeners = new Set<() => void>();

function read(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartItem[]).filter((i) => i && typeof i._id === 'string' && i.quantity >= 1) : [];
  } catch {
    return [];
  }
}

function emit(next: CartItem[]) {
  items = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

// Another tab changing the cart updates this one too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) {
      items = read();
      for (const listener of listeners) listener();
    }
  });
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getCartItems = () => items;
export const isCartOpen = () => open;

export type CartChange = { ok: true } | { ok: false; message: string };

const stockMessage = (item: { name: string; inventory: number }) =>
  item.inventory <= 0 ? i18n.t('cart:limits.outOfStock', { name: item.name }) : i18n.t('cart:limits.onlyInStock', { count: item.inventory, name: item.name });

/** Why a quantity cannot be had: beyond the stock, or beyond what one order may take of it; null when it can. */
function quantityProblem(item: CartProduct, quantity: number): string | null {
  if (quantity > item.inventory) return stockMessage(item);
  const limit = perOrderLimit(item);
  return quantity > limit ? i18n.t('cart:limits.perOrder', { count: limit, name: item.name }) : null;
}

/** The most of a product the cart lets one order hold: its stock, and the shop's (or platform's) maximum per order. */
export function cartLimit(item: Pick<CartProduct, 'inventory' | 'maxPerOrder'>): number {
  return Math.min(item.inventory, perOrderLimit(item));
}

/** How many of a product the other lines hold (stock and the maximum per order count the product, whatever was chosen). */
const otherLinesOf = (productId: string, key: string) => items.filter((i) => i._id === productId && cartLineKey(i) !== key).reduce((sum, i) => sum + i.quantity, 0);

/** Adds one (or `quantity`) of a product with its choices, never beyond its stock or its maximum per order. */
export function addToCart(product: CartProduct, quantity = 1): CartChange {
  const key = cartLineKey(product);
  const existing = items.find((i) => cartLineKey(i) === key);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const problem = quantityProblem(product, otherLinesOf(product._id, key) + wanted);
  if (problem) return { ok: false, message: problem };
  if (existing) emit(items.map((i) => (cartLineKey(i) === key ? { ...i, ...product, quantity: wanted } : i)));
  else emit([...items, { ...product, quantity }]);
  return { ok: true };
}

/** Sets a line's quantity; below 1 is refused (removal is its own action), above stock or the maximum per order too. */
export function setCartQuantity(key: string, quantity: number): CartChange {
  const item = items.find((i) => cartLineKey(i) === key);
  if (!item) return { ok: false, message: i18n.t('cart:limits.gone') };
  if (quantity < 1) return { ok: true };
  const problem = quantityProblem(item, otherLinesOf(item._id, key) + quantity);
  if (problem) return { ok: false, message: problem };
  emit(items.map((i) => (cartLineKey(i) === key ? { ...i, quantity } : i)));
  return { ok: true };
}

export function removeFromCart(key: string) {
  emit(items.filter((i) => cartLineKey(i) !== key));
}

export function clearCart() {
  emit([]);
}

export function openCart() {
  open = true;
  sessionStorage.setItem(OPEN_KEY, '1');
  for (const listener of listeners) listener();
}
export function closeCart() {
  open = false;
  sessionStorage.removeItem(OPEN_KEY);
  for (const listener of listeners) listener();
}

export function cartCount(list: CartItem[]): number {
  return list.reduce((sum, i) => sum + i.quantity, 0);
}
export function cartTotal(list: CartItem[]): number {
  return addShillings(...list.map((i) => lineShillings(unitPriceOf(i), i.quantity)));
}

// The server renders an empty, closed cart (the cart lives on the device); hydration does too, then shows the cart.
const NO_ITEMS: CartItem[] = [];
const serverItems = () => NO_ITEMS;
const serverOpen = () => false;

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribeCart, getCartItems, serverItems);
}
export function useCartOpen(): boolean {
  return useSyncExternalStore(subscribeCart, isCartOpen, serverOpen);
}
