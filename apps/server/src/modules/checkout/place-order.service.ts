import { COMING_SOON_MESSAGE, type TOrder, type ZPlaceOrderRequest } from '@sokoni/domain/contracts/orders';
import type { z } from 'zod';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import type { OrderRepository } from '../orders/orders.repository.ts';
import { toOrderDto } from '../orders/order.dto.ts';
import type { CartProductRepository } from './cart-products.repository.ts';
import { mergeCartLines, priceLines, splitByShop } from './cart.ts';
import type { DeliveryQuoter } from './delivery-quote.ts';
import { persistOrder, type ShopAlert } from './persist-order.ts';
import { resolveLocation } from '../geo/location-resolver.ts';

export type PlaceOrderBody = z.output<typeof ZPlaceOrderRequest>;

/** Step 'authorise': a customer orders for themself only. */
function authorise(account: Account, body: PlaceOrderBody): void {
  if (account.kind !== 'user' || body.userId.toLowerCase() !== account.id) {
    throw forbidden('You can only place orders for your own account.');
  }
}

/** Step 'accept payment': cash on delivery is the only method live today. */
function acceptPayment(method: string): 'COD' {
  if (method.trim().toUpperCase() !== 'COD') throw badRequest(COMING_SOON_MESSAGE);
  return 'COD';
}

/** Step 'check fee': the customer must have seen the fee they will be charged. */
function checkFee(requested: number, current: number): void {
  if (Math.abs(requested - current) >= 0.005) {
    throw conflict(`The delivery fee is now Ksh ${current}. Please check it and place your order again.`, { fee: current, deliveryFee: current });
  }
}

/**
 * Placing an order as a chain of small steps: authorise -> accept payment -> replay an
 * idempotent retry -> validate cart -> price from the database (and each shop's maximum per
 * order) -> split by shop -> quote delivery -> check fee -> persist (one transaction: open
 * orders counted, stock taken) -> notify the shops.
 */
export function createPlaceOrderService(deps: {
  cartProducts: CartProductRepository;
  quoter: DeliveryQuoter;
  orders: OrderRepository;
  orderReads: OrderReadRepository;
  events: EventPublisher;
  /** MAX_OPEN_ORDERS: orders no shop has accepted yet that one customer may have at a time. */
  maxOpenOrders: number;
}) {
  async function existingOrder(userId: string, key: string | null): Promise<TOrder | null> {
    if (!key) return null;
    const found = await deps.orderReads.findByIdempotencyKey(userId, key);
    return found ? toOrderDto(found) : null;
  }

  /** Published after the order's transaction has committed. */
  function notifyShops(orderId: string, alerts: ShopAlert[]): void {
    const stores = alerts.map((a) => ({ storeId: a.partnerId, subOrderId: a.subOrderId, notificationId: a.notificationId, message: a.message }));
    deps.events.publish([{ type: 'OrderPlaced', orderId, stores }]);
  }

  return {
    async place(account: Account, request: PlaceOrderBody, idempotencyKey: string | null): Promise<{ created: boolean; order: TOrder }> {
      authorise(account, request);
      // A Plus Code is placed once, here: the quote and the stored order use the same point.
      const location = resolveLocation(request.delivery.location, { label: 'delivery.location', town: request.delivery.town });
      const body = { ...request, delivery: { ...request.delivery, location } };
      const paymentMethod = acceptPayment(body.paymentMethod);
      const replay = await existingOrder(account.id, idempotencyKey);
      if (replay) return { created: false, order: replay };

      const lines = mergeCartLines(body.items);
      const priced = priceLines(lines, await deps.cartProducts.findForCart(lines.map((l) => l.productId)));
      const groups = splitByShop(priced);
      const quote = await deps.quoter.quote(groups.map((g) => g.shop), body.delivery);
      checkFee(body.delivery.fee, quote.fee);

      const result = await persistOrder(deps.orders, {
        userId: account.id,
        groups,
        delivery: { ...body.delivery, fee: quote.fee },
        paymentMethod,
        idempotencyKey,
        maxOpenOrders: deps.maxOpenOrders,
      });
      if (!result.created) {
        const first = await existingOrder(account.id, idempotencyKey);
        if (!first) throw conflict('This order is already being placed. Please check My Orders.');
        return { created: false, order: first };
      }
      notifyShops(result.orderId, result.alerts);
      return { created: true, order: toOrderDto(result.order) };
    },
  };
}
export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;
