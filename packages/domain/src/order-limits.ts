/**
 * Limits that keep one customer from holding a shop's stock: at most MAX_LINE_QUANTITY of any
 * product in one order, or less when the shop sets its own maximum for that product; and only a
 * few orders at a time that no shop has accepted yet (MAX_OPEN_ORDERS on the server).
 */

/**
 * The most of one product in one order. Here rather than in contracts/orders.ts so the cart in the
 * web's first bundle can use it without bringing in the validation library.
 */
export const MAX_LINE_QUANTITY = 99;

/** An order some shop has yet to accept is open: its stock is set aside all the same. */
export const OPEN_ORDER_STATUS = 'Pending';
/** An order paid ahead (any method but cash on delivery) is open too while it is still unpaid. */
export { CASH as CASH_ON_DELIVERY } from './payment-methods.ts';
export const UNPAID_STATUS = 'Pending';

/** The most of a product one order may hold: the shop's own maximum when it set one, else the platform's. */
export function perOrderLimit(product: { maxPerOrder?: number | null }): number {
  const own = product.maxPerOrder;
  return own && own > 0 ? Math.min(own, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY;
}

export function perOrderLimitMessage(name: string, limit: number): string {
  return `You can order at most ${limit} of ${name} in one order.`;
}

export function openOrdersMessage(limit: number): string {
  // Whole sentences, so each can be translated as one.
  return limit === 1
    ? 'You already have an order waiting for a shop to accept. You can place another once a shop accepts one.'
    : `You already have ${limit} orders waiting for a shop to accept. You can place another once a shop accepts one.`;
}

/** A limit of 0 means no limit (an operator's choice, e.g. for load tests). */
export function tooManyOpenOrders(open: number, limit: number): boolean {
  return limit > 0 && open >= limit;
}
