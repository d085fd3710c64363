import { useSyncExternalStore } from 'react';
import { effectivePrice, roundMoney } from '@sokoni/domain/money';
import { perOrderLimit } from '@sokoni/domain/order-limits';
import { i18n } from '../i18n/i18n.ts';

/**
 * The locally persisted cart (spec: 'The cart is persisted locally'). Items keep the product
 * fields the cart shows; prices here are only for display: the server prices every order itself.
 */
export interface CartItem {
  _id: string;
  name: string;
  price: number;
  discountedPrice: number;
  primaryImage: string | null;
  unit: string;
  /** Units in stock when the item was last added or refreshed; the cart never goes above it. */
  inventory: number;
  /** The shop's maximum for one order, when it set one; the server refuses more. */
  maxPerOrder?: number | null;
  shop: { _id: string; shopName: string; town: string };
  quantity: number;
}

export type CartProduct = Omit<CartItem, 'quantity'>;

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

/** Adds one (or `quantity`) of a product, never beyond its stock or its maximum per order. */
export function addToCart(product: CartProduct, quantity = 1): CartChange {
  const existing = items.find((i) => i._id === product._id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const problem = quantityProblem(product, wanted);
  if (problem) return { ok: false, message: problem };
  if (existing) emit(items.map((i) => (i._id === product._id ? { ...i, ...product, quantity: wanted } : i)));
  else emit([...items, { ...product, quantity }]);
  return { ok: true };
}

/** Sets a quantity; below 1 is refused (removal is its own action), above stock or the maximum per order too. */
export function setCartQuantity(productId: string, quantity: number): CartChange {
  const item = items.find((i) => i._id === productId);
  if (!item) return { ok: false, message: i18n.t('cart:limits.gone') };
  if (quantity < 1) return { ok: true };
  const problem = quantityProblem(item, quantity);
  if (problem) return { ok: false, message: problem };
  emit(items.map((i) => (i._id === productId ? { ...i, quantity } : i)));
  return { ok: true };
}

export function removeFromCart(productId: string) {
  emit(items.filter((i) => i._id !== productId));
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
  return roundMoney(list.reduce((sum, i) => sum + effectivePrice(i) * i.quantity, 0));
}

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribeCart, getCartItems, getCartItems);
}
export function useCartOpen(): boolean {
  return useSyncExternalStore(subscribeCart, isCartOpen, isCartOpen);
}
