import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orders, partners } from '../../db/schema/index.ts';
import type { DeliveryRepricer } from '../orders/delivery-reprice.ts';
import { cartShopColumns, type CartShop } from './cart-products.repository.ts';
import type { DeliveryQuoter } from './delivery-quote.ts';

/**
 * Prices an order's delivery again for the shops still in it (after one declined), with the same
 * quote a checkout gets. A shop left out shortens the trip, so the fee can only go down; when the
 * distance cannot be had now, the fee stays as it was.
 */
export function createDeliveryRepricer(deps: { quoter: DeliveryQuoter; log: Pick<FastifyBaseLogger, 'warn'> }): DeliveryRepricer {
  return async (tx, orderId, storeIds) => {
    if (storeIds.length === 0) return null;
    const [order] = await tx.select({ town: orders.deliveryTown, location: orders.deliveryLocation, option: orders.deliveryOption }).from(orders).where(eq(orders.id, orderId));
    if (!order || order.option !== 'platform') return null;
    const shops: CartShop[] = await tx.select(cartShopColumns).from(partners).where(inArray(partners.id, [...storeIds]));
    try {
      return (await deps.quoter.quote(shops, order)).feeCents;
    } catch (error) {
      deps.log.warn({ err: error, orderId }, 'could not price the delivery again after a shop left the order; the fee stays');
      return null;
    }
  };
}
