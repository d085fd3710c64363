import type { TDeliveryQuoteRequest } from '@sokoni/domain/contracts/orders';
import { sharedKeys } from '../../../lib/query-keys.ts';

export const checkoutKeys = {
  deliveryQuote: (body: TDeliveryQuoteRequest) => ['delivery-quote', body] as const,
  /** A placed order shows at once on the customer's orders pages. */
  userOrders: sharedKeys.userOrders,
};
