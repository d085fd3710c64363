import { randomInt } from 'node:crypto';
import { formatDeliveryPin } from '@sokoni/domain/delivery-pin';
import { COMING_SOON_MESSAGE, type TOrder, type ZPlaceOrderRequest } from '@sokoni/domain/contracts/orders';
import { CASH, MPESA, offeredMethod, type PaymentMethod } from '@sokoni/domain/payment-methods';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import type { OrderRepository } from '../orders/orders.repository.ts';
import { toOrderDto } from '../orders/order.dto.ts';
import type { CartProductRepository } from './cart-products.repository.ts';
import { mergeCartLines, priceLines, splitByShop } from './cart.ts';
import type { DeliveryQuoter } from './delivery-quote.ts';
import { totalForCreditCents, type CheckoutCredit } from './credit-at-checkout.ts';
import { persistOrder, type ShopAlert } from './persist-order.ts';
import type { PlacedOrderFollowUp } from '../orders/placed-order-follow-up.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { resolveLocation } from '../geo/location-resolver.ts';
import type { PromoCheckout } from '../promos/promo-checkout.ts';
import { promoShopsOf } from './promo-shops.ts';
import { checkoutTipCents } from './checkout-tip.ts';
import { centsFromShillings, shillingsFromCents, sumCents } from '@sokoni/domain/money';

export type PlaceOrderBody = z.output<typeof ZPlaceOrderRequest>;

/** Step 'authorise': a customer orders for themself only. */
function authorise(account: Account, body: PlaceOrderBody): void {
  if (account.kind !== 'user' || body.userId.toLowerCase() !== account.id) {
    throw forbidden('You can only place orders for your own account.');
  }
}

/** What checkout asks of M-Pesa payments (modules/payments), when M-Pesa is configured. */
export interface MpesaCheckout {
  /** The number to prompt in Daraja's form (default the customer's own); refused when a prompt is open on it. */
  phoneForCheckout(userId: string, requested: string | undefined): Promise<string>;
  /** Inside the order's transaction: the order expires unless it is paid in time. */
  scheduleExpiry(tx: DbOrTx, orderId: string): Promise<void>;
  /** Once the order is committed: the prompt goes to the phone. */
  startPushForOrder(orderId: string, phone: string): Promise<void>;
}

/** A way to pay as checkout sees it: cash needs nothing more; a method paid ahead holds the order until it is paid. */
interface CheckoutPayment {
  method: PaymentMethod;
  ahead: MpesaCheckout | null;
}
const CASH_PAYMENT: CheckoutPayment = { method: CASH, ahead: null };

/** Step 'accept payment', the one place a method is chosen: cash on delivery, and M-Pesa when it is configured. */
function acceptPayment(asked: string, mpesa: MpesaCheckout | null): CheckoutPayment {
  const method = offeredMethod(asked, mpesa ? [CASH, MPESA] : [CASH]);
  if (!method) throw badRequest(COMING_SOON_MESSAGE);
  return method === MPESA && mpesa ? { method, ahead: mpesa } : CASH_PAYMENT;
}

/** Step 'check fee': the customer must have seen the fee they will be charged. */
/** The fee the client saw (shillings, as sent) must be the fee the server charges now (cents). */
function checkFee(requested: number, currentCents: number): void {
  if (centsFromShillings(requested) !== currentCents) {
    const current = shillingsFromCents(currentCents);
    throw conflict(`The delivery fee is now Ksh ${current}. Please check it and place your order again.`, { fee: current, deliveryFee: current });
  }
}

/**
 * Placing an order as a chain of small steps: authorise -> accept payment (M-Pesa: the number to
 * prompt) -> replay an
 * idempotent retry -> validate cart -> price from the database (and each shop's maximum per
 * order) -> split by shop -> quote delivery -> check fee -> persist (one transaction: open
 * orders counted, stock taken; M-Pesa: its expiry scheduled) -> notify the shops (M-Pesa: send
 * the prompt instead; the shops hear once it is paid).
 */
export function createPlaceOrderService(deps: {
  cartProducts: CartProductRepository;
  quoter: DeliveryQuoter;
  orders: OrderRepository;
  orderReads: OrderReadRepository;
  events: EventPublisher;
  /** MAX_OPEN_ORDERS: orders no shop has accepted yet that one customer may have at a time. */
  maxOpenOrders: number;
  /** Null when M-Pesa is off. */
  mpesa: MpesaCheckout | null;
  /** Durable follow-ups of the new order (shop alerts, auto-decline), written in its transaction. */
  afterPlaced: PlacedOrderFollowUp;
  /** DELIVERY_PIN: platform deliveries get a PIN the customer reads out to the rider. */
  deliveryPins: boolean;
  promos: PromoCheckout;
  /** Sokoni credit, spent automatically; absent in setups without it. */
  credit?: CheckoutCredit;
  /** The job runner's batching: the order's follow-up jobs go in with one statement. */
  jobs?: Pick<JobRunner, 'inOneStatement'>;
}) {
  async function existingOrder(userId: string, key: string | null): Promise<TOrder | null> {
    if (!key) return null;
    const found = await deps.orderReads.findByIdempotencyKey(userId, key);
    return found ? toOrderDto(found, { forCustomer: true }) : null;
  }

  /** What the shops hear of a new order; a scheduled order's shops hear of it without the new-order alert. */
  function placed(orderId: string, alerts: ShopAlert[], scheduledStoreIds: string[]): DomainEvent[] {
    const stores = alerts.map((a) => ({ storeId: a.partnerId, subOrderId: a.subOrderId, notificationId: a.notificationId, message: a.message }));
    return [{ type: 'OrderPlaced', orderId, stores, scheduledStoreIds }];
  }

  return {
    async place(account: Account, request: PlaceOrderBody, idempotencyKey: string | null): Promise<{ created: boolean; order: TOrder }> {
      authorise(account, request);
      // A Plus Code is placed once, here: the quote and the stored order use the same point.
      const location = resolveLocation(request.delivery.location, { label: 'delivery.location', town: request.delivery.town });
      const body = { ...request, delivery: { ...request.delivery, location } };
      let payment = acceptPayment(body.paymentMethod, deps.mpesa);
      const tipCents = checkoutTipCents(body.delivery.option, body.tip);
      const replay = await existingOrder(account.id, idempotencyKey);
      if (replay) return { created: false, order: replay };
      // A prompt answered now for food wanted tomorrow would hold money while the slot may still change.
      if (payment.ahead && body.scheduledFor) throw conflict('Orders for later are paid in cash on delivery. Choose cash, or "As soon as possible" to pay by M-Pesa now.');

      const lines = mergeCartLines(body.items);
      const priced = priceLines(lines, await deps.cartProducts.findForCart(lines.map((l) => l.productId)), new Date(), body.scheduledFor);
      const groups = splitByShop(priced);
      const quote = await deps.quoter.quote(groups.map((g) => g.shop), body.delivery);
      checkFee(body.delivery.fee, quote.feeCents);
      // Step 'promo code': decided from the database; its use is taken in the order's transaction.
      const promo = body.promoCode ? await deps.promos.price(body.promoCode, promoShopsOf(groups), account.id) : null;
      // Credit that pays the whole order (less its discount) leaves nothing for M-Pesa to ask: nothing is collected on delivery either.
      // A tip is not paid by credit, so with one M-Pesa still asks for the tip.
      const itemsCents = sumCents(groups.map((g) => g.totalCents));
      const totalCents = totalForCreditCents({ itemsCents, deliveryFeeCents: quote.feeCents, discountCents: promo?.discountCents ?? 0 });
      if (payment.ahead && tipCents === 0 && deps.credit && (await deps.credit.coversWhole(account.id, totalCents))) payment = CASH_PAYMENT;
      const mpesa = payment.ahead;
      const mpesaPhone = mpesa ? await mpesa.phoneForCheckout(account.id, body.mpesaPhone) : null;
      const credit = deps.credit;
      const scheduledStoreIds = (stores: { partnerId: string }[]) => (body.scheduledFor ? stores.map((s) => s.partnerId) : []);

      const result = await persistOrder(deps.orders, {
        userId: account.id,
        groups,
        delivery: { ...body.delivery, feeCents: quote.feeCents },
        paymentMethod: payment.method,
        idempotencyKey,
        maxOpenOrders: deps.maxOpenOrders,
        ...(mpesa ? { paidAhead: { alongside: (tx: DbOrTx, orderId: string) => mpesa.scheduleExpiry(tx, orderId) } } : {}),
        scheduledFor: body.scheduledFor,
        afterWrite: deps.afterPlaced,
        // Its texts are jobs written with the order: a crash after the commit loses none of them.
        alertEffects: (tx, orderId, alerts) => deps.events.writeEffects(tx, placed(orderId, alerts, scheduledStoreIds(groups.map((g) => ({ partnerId: g.shop.id }))))),
        deliveryPin: deps.deliveryPins && body.delivery.option === 'platform' ? formatDeliveryPin(randomInt(0, 10_000)) : null,
        promo,
        ...(credit ? { credit: (tx: DbOrTx, orderId: string, totalCents: number) => credit.spend(tx, { userId: account.id, orderId, totalCents, paidAhead: mpesa !== null }) } : {}),
        tipCents,
        ...(deps.jobs ? { jobsInOneStatement: deps.jobs.inOneStatement } : {}),
      });
      if (!result.created) {
        const first = await existingOrder(account.id, idempotencyKey);
        if (!first) throw conflict('This order is already being placed. Please check My Orders.');
        return { created: false, order: first };
      }
      if (mpesa && mpesaPhone) {
        // Shops hear of it once it is paid (modules/payments); the answer shows whether the prompt went out.
        await mpesa.startPushForOrder(result.orderId, mpesaPhone);
        const current = await deps.orderReads.findById(result.orderId);
        return { created: true, order: toOrderDto(current ?? result.order, { forCustomer: true }) };
      }
      deps.events.publish(placed(result.orderId, result.alerts, scheduledStoreIds(result.order.subOrders)));
      return { created: true, order: toOrderDto(result.order, { forCustomer: true }) };
    },
  };
}
export type PlaceOrderService = ReturnType<typeof createPlaceOrderService>;
