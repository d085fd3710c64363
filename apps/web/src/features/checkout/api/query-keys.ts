import { deliveryQuoteKey } from '../../../lib/delivery-quote.ts';
import { sharedKeys } from '../../../lib/query-keys.ts';

export const checkoutKeys = {
  deliveryQuote: deliveryQuoteKey,
  paymentMethods: ['payment-methods'] as const,
  /** The time slots of a cart depend only on which products (so which shops) it holds. */
  deliverySlots: (productIds: readonly string[]) => ['delivery-slots', [...productIds].sort()] as const,
  /** A placed order shows at once on the customer's orders pages. */
  userOrders: sharedKeys.userOrders,
  /** Under the customer's orders, so a placed order refreshes it too. */
  lastDelivery: [...sharedKeys.userOrders, 'last-delivery'] as const,
  /** The customer's Sokoni credit, for the summary when the server gave no quote (own delivery). */
  credit: ['checkout-credit'] as const,
};
