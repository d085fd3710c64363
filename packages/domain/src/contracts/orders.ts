import { z } from 'zod';
import { DELIVERY_OPTIONS } from '../delivery-fee.ts';
import { requiredText, zLocation, zObjectId } from './common.ts';
import { ZAppliedPromo, zPromoCodeInput } from './promos.ts';
import { ZDeliveryAddress, zDeliveryAddressInput } from './delivery-address.ts';
import { ZOrderTip, ZRiderRating, zTipAmount } from './after-delivery.ts';
import { MAX_LINE_QUANTITY } from '../order-limits.ts';
import { ZOrderedOption, zChosenOptions } from './product-options.ts';

export const MAX_CART_LINES = 50;
export { MAX_LINE_QUANTITY };
export const PAYMENT_METHODS = ['COD', 'Mpesa', 'PayPal', 'Visa'] as const;
export const COMING_SOON_MESSAGE = 'This payment method is coming soon.';

export const zQuantity = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

const zCartItems = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: 'items must be a list' })
    .min(1, 'Your cart is empty.')
    .max(MAX_CART_LINES, `A single order can have at most ${MAX_CART_LINES} different items.`);

const zOption = z.enum(DELIVERY_OPTIONS, { error: "delivery.option must be 'platform' or 'own'" });

/** An order for later: the chosen time slot (ISO time); absent or null means as soon as possible. */
const zScheduledFor = z.iso
  .datetime({ offset: true, error: 'scheduledFor must be an ISO time like 2026-11-25T12:30:00+03:00' })
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

/**
 * A cart line as the server needs it: which product, how many, and which of its options (group
 * and choice ids; absent or [] without options). Prices are looked up.
 */
export const ZCartLine = z.object({ product: zObjectId('product'), quantity: zQuantity, choices: zChosenOptions.optional() });

export const ZDeliveryQuoteRequest = z.object({
  items: zCartItems(ZCartLine),
  delivery: z.object(
    { town: requiredText('delivery.town', 80), location: zLocation('delivery.location'), option: zOption.default('platform') },
    { error: 'delivery is required' },
  ),
  scheduledFor: zScheduledFor,
  /** A promo code to price in; the answer's `promo` says what it takes off (409 when it does not apply). */
  promoCode: zPromoCodeInput,
  /** Beside the spec's payload: a tip for the rider in whole shillings, echoed with the amount due. */
  tip: zTipAmount.optional(),
});
export type TDeliveryQuoteRequest = z.input<typeof ZDeliveryQuoteRequest>;

export const ZFeeBreakdown = z.object({
  farthestKm: z.number(),
  extraKm: z.number(),
  shopLocations: z.number(),
  otherTown: z.boolean(),
});

export const ZQuotedShop = z.object({
  _id: z.string(),
  shopName: z.string(),
  town: z.string(),
  location: z.string(),
  /** Road distance to the customer, km (estimated or routed). */
  distanceKm: z.number(),
  /** How far the shop delivers (straight line from its pin), km. */
  radiusKm: z.number().optional(),
});

export const ZDeliveryQuoteResponse = z.object({
  fee: z.number(),
  option: zOption,
  breakdown: ZFeeBreakdown,
  shops: z.array(ZQuotedShop),
  /** 'This shop is 183 km away: delivery Ksh 4,770.00' when the fee is high enough to stop and look; else null. */
  warning: z.string().nullable().optional(),
  /** The promo code that applies and its discount (shillings off the items); null without one. */
  promo: ZAppliedPromo.nullable().optional(),
  /** With a customer's token: the Sokoni credit checkout would apply to this cart (shillings), and what is left to pay (amountDue - creditUsed). */
  creditUsed: z.number().optional(),
  toPay: z.number().optional(),
  /** The tip the order would carry (0 without one), and items - discount + fee + tip: what the customer pays. */
  tip: z.number().optional(),
  amountDue: z.number().optional(),
});
export type TDeliveryQuoteResponse = z.infer<typeof ZDeliveryQuoteResponse>;

/** A fee the client may send as a number or numeric text; null means it was never calculated. */
const zFee = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: 'Please wait for delivery fee to be calculated.' })
    .refine(Number.isFinite, 'Please wait for delivery fee to be calculated.')
    .refine((v) => v >= 0, 'delivery.fee cannot be negative'),
);

/**
 * The spec's placement payload. price and shop are accepted because the client sends them,
 * and ignored: the server prices from the database and finds each product's shop itself.
 */
export const ZPlaceOrderRequest = z.object({
  userId: zObjectId('userId'),
  items: zCartItems(ZCartLine.extend({ price: z.unknown().optional(), shop: z.unknown().optional() })),
  delivery: z.object(
    {
      town: requiredText('delivery.town', 80),
      location: zLocation('delivery.location'),
      fee: zFee,
      option: zOption.default('platform'),
      /** Beside the spec's fields: what helps the rider find the door (landmark, building, directions, who receives). */
      address: zDeliveryAddressInput('delivery.address.').optional(),
    },
    { error: 'delivery is required' },
  ),
  paymentMethod: requiredText('paymentMethod', 40),
  /** With paymentMethod 'Mpesa': the number the payment prompt goes to (default: the customer's own). */
  mpesaPhone: z.string().max(30, 'mpesaPhone is too long').optional(),
  scheduledFor: zScheduledFor,
  /** A promo code: the server decides whether it applies and what it takes off (409 saying why not). */
  promoCode: zPromoCodeInput,
  /** Beside the spec's payload: a tip for the rider in whole shillings (Sokoni delivery only), paid with the order. */
  tip: zTipAmount.optional(),
});
export type TPlaceOrderRequest = z.input<typeof ZPlaceOrderRequest>;

export const ZSubOrderItem = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string().nullable(), name: z.string() }),
  quantity: z.number(),
  /** The unit price paid: the product's price (discounted if any) plus the chosen options' price changes. */
  price: z.number(),
  /** The options chosen, as they were when ordered; absent when none were (decision 038). */
  choices: z.array(ZOrderedOption).optional(),
});

export const ZOrderItem = ZSubOrderItem.extend({
  shop: z.object({ _id: z.string(), shopName: z.string() }),
});

export const ZDelivery = z.object({
  town: z.string(),
  location: z.string(),
  fee: z.number(),
  option: zOption,
  /** Landmark, building, directions and who receives: in the customer's own answers (and the assigned driver's). */
  address: ZDeliveryAddress.optional(),
});

/** What a sub-order says about its parent, so a shop or driver can follow the whole order. */
export const ZParentOrderSummary = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.string(),
  assignedDriver: z.string().nullable(),
  /** The driver who delivered the whole order, and when (null until then). */
  deliveredBy: z.string().nullable(),
  deliveredByPhone: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  delivery: ZDelivery,
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  user: z.object({ _id: z.string(), names: z.string(), username: z.string(), phoneNumber: z.string() }),
  createdAt: z.string(),
  /** The time slot of an order for later (ISO); null for as soon as possible. */
  scheduledFor: z.string().nullable(),
});

export const DECLINE_REASONS = ['out of stock', 'closing', 'too busy', 'other'] as const;
/** Recorded when no shop answered within ACCEPT_MINUTES. */
export const NO_ANSWER_REASON = 'no answer';
export const ZDeclineRequest = z.object({
  reason: z.enum(DECLINE_REASONS, { error: `reason must be one of: ${DECLINE_REASONS.join(', ')}` }),
  note: z.string().trim().max(300, 'note must be at most 300 characters').optional(),
});
export type TDeclineRequest = z.input<typeof ZDeclineRequest>;

export const ZSubOrder = z.object({
  _id: z.string(),
  shop: z.object({ _id: z.string(), businessName: z.string(), shopName: z.string(), location: z.string(), town: z.string() }),
  status: z.string(),
  total: z.number(),
  items: z.array(ZSubOrderItem),
  parentOrder: ZParentOrderSummary,
  deliveredBy: z.string().nullable(),
  deliveredByPhone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Why the shop said no, when it did (reason 'no answer' when it did not answer in time). */
  decline: z.object({ reason: z.string(), note: z.string().nullable() }).nullable(),
  /** In the store's own list: when a new part is declined by itself unless the shop answers (ISO); null otherwise. */
  answerBy: z.string().nullable().optional(),
});
export type TSubOrder = z.infer<typeof ZSubOrder>;

export const ZOrder = z.object({
  _id: z.string(),
  orderId: z.string(),
  user: z.object({ _id: z.string(), names: z.string(), username: z.string(), phoneNumber: z.string() }),
  delivery: ZDelivery,
  items: z.array(ZOrderItem),
  subOrders: z.array(ZSubOrder),
  /** Items only; the delivery fee is in delivery.fee. */
  total: z.number(),
  status: z.string(),
  assignedDriver: z.string().nullable(),
  deliveredBy: z.string().nullable(),
  deliveredByPhone: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  /** The M-Pesa receipt number once paid by M-Pesa (e.g. 'NLJ7RT61SV'). */
  mpesaReceipt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The time slot of an order for later (ISO); null for as soon as possible. */
  scheduledFor: z.string().nullable(),
  /** After a shop declined part of the order: 'ask' until the customer goes on with the rest (or cancels). */
  afterDecline: z.enum(['ask', 'continue']).nullable(),
  /** Proof of delivery: only in the answers to the order's own customer, who reads it out to the rider. */
  deliveryPin: z.string().nullable().optional(),
  /** Shillings a promo code took off the items; the customer pays total + delivery.fee - discount. */
  discount: z.number().optional(),
  promoCode: z.string().nullable().optional(),
  /** Sokoni credit that paid part of the order, in shillings; the rest is paid by M-Pesa or cash. */
  creditUsed: z.number().optional(),
  /** The rider's tip, its own line beside items and fee; null without one. */
  tip: ZOrderTip.nullable().optional(),
  /** The customer's rating of the rider, only in the customer's own answers; null until rated. */
  riderRating: ZRiderRating.nullable().optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZPlaceOrderResponse = z.object({ message: z.string(), orderId: z.string(), _id: z.string(), order: ZOrder });
export type TPlaceOrderResponse = z.infer<typeof ZPlaceOrderResponse>;

export const ZOrderStatusResponse = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.string(),
  subOrders: z.array(z.object({ _id: z.string(), status: z.string() })),
});

/** The customer's answer after a shop declined part of a multi-shop order. */
export const ZAfterDeclineRequest = z.object({ choice: z.enum(['continue', 'cancel'], { error: "choice must be 'continue' or 'cancel'" }) });

export const ZDeliverySlotsResponse = z.object({ slots: z.array(z.string()) });

export const ZConfirmDeliveryResponse = z.object({ message: z.string(), order: ZOrder });

/** An order id in a path: the public SKN-… number or the 24-hex _id. */
export const ORDER_NUMBER_PATTERN = /^SKN-\d{8}-\d{6}$/;

/** Who may appear as the author of a status change (status_history.actor_kind). */
export const STATUS_ACTOR_KINDS = ['customer', 'partner', 'driver', 'admin', 'system'] as const;

/** One step of an order's life as its customer sees it: the status it reached, when, and who moved it. */
export const ZOrderHistoryStep = z.object({
  status: z.string(),
  at: z.string(),
  by: z.enum(STATUS_ACTOR_KINDS),
});
export type TOrderHistoryStep = z.infer<typeof ZOrderHistoryStep>;

/** GET /api/orders/:id: the order with its short status history, oldest first. */
export const ZOrderWithHistory = ZOrder.extend({ history: z.array(ZOrderHistoryStep) });
export type TOrderWithHistory = z.infer<typeof ZOrderWithHistory>;
