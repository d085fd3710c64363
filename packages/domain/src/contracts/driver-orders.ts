import { z } from 'zod';
import { ZOrderTip } from './after-delivery.ts';
import { DELIVERY_OPTIONS } from '../delivery-fee.ts';
import { ZOrderItem, ZSubOrderItem } from './orders.ts';
import { ZDeliveryAddress } from './delivery-address.ts';
import { ZDayFilterQuery } from './day-filter.ts';

/** Lists a driver receives at once; the completed totals always cover every matching order. */
export const DRIVER_LIST_CAP = 200;

export const ZDriverShop = z.object({ shopName: z.string(), location: z.string(), town: z.string() });

/** One entry of the Available Orders list ('driver notification'). */
export const ZAvailableOrder = z.object({
  /** The order's _id. */
  orderId: z.string(),
  /** The public SKN-… number. */
  orderNumber: z.string(),
  status: z.string(),
  shops: z.array(ZDriverShop),
  deliveryTown: z.string(),
  fee: z.number(),
  driverEarning: z.number(),
  createdAt: z.string(),
  /** Shops to collect from. */
  shopCount: z.number(),
  /** Road km from the driver to the first shop; null while the driver shares no position. */
  distanceToShopKm: z.number().nullable(),
  /** Road km from the first shop through the others to the customer (the exact pin stays hidden). */
  shopToCustomerKm: z.number().nullable(),
});
export type TAvailableOrder = z.infer<typeof ZAvailableOrder>;
export const ZAvailableOrderList = z.array(ZAvailableOrder);

export const ZDriverSubOrder = z.object({
  _id: z.string(),
  status: z.string(),
  total: z.number(),
  shop: z.object({
    _id: z.string(),
    businessName: z.string(),
    shopName: z.string(),
    location: z.string(),
    town: z.string(),
    /** The shop's number, for the driver the order is assigned to (null before accepting). */
    phone: z.string().nullable(),
    /** The street address the shop wrote, in words; null when it wrote none. Coordinates stay in location, for navigation. */
    address: z.string().nullable(),
  }),
  items: z.array(ZSubOrderItem),
  deliveredAt: z.string().nullable(),
});

/**
 * An order as a driver sees it. The customer's name and phone and the exact delivery pin are
 * there only for the driver the order is assigned to; before that the town is enough to decide.
 */
/** One place on the rider's route: a shop to collect from, or the customer; in the order to ride them. */
export const ZRouteStop = z.object({
  kind: z.enum(['pickup', 'dropoff']),
  subOrderId: z.string().optional(),
  /** The shop's name, or the customer's. */
  name: z.string(),
  /** In words: the shop's street address or town, the customer's building, landmark and town. */
  address: z.string(),
  /** 'lat,lng', for the map and the navigation link. */
  location: z.string(),
  /** Collected (pick-up) or delivered (drop-off). */
  done: z.boolean(),
});
export type TRouteStop = z.infer<typeof ZRouteStop>;

export const ZDriverOrder = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.string(),
  assignedDriver: z.string().nullable(),
  assignedToYou: z.boolean(),
  delivery: z.object({
    town: z.string(),
    location: z.string().nullable(),
    fee: z.number(),
    option: z.enum(DELIVERY_OPTIONS),
    /** Landmark, building, directions and the receiver's phone: only for the driver the order is assigned to. */
    address: ZDeliveryAddress.nullable().optional(),
  }),
  fee: z.number(),
  driverEarning: z.number(),
  /** The items' value; with cash on delivery the driver collects this plus the fee and a checkout tip, less any discount and credit. */
  total: z.number(),
  /** Shillings a promo code took off the items: the customer pays total + fee - discount. */
  discount: z.number().optional(),
  /** Sokoni credit that paid part of the order (shillings): not collected at the door. */
  creditUsed: z.number().optional(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /** The customer's tip for the rider: chosen at checkout (collected with a cash order), or added after delivery. */
  tip: ZOrderTip.nullable().optional(),
  user: z.object({ names: z.string(), phoneNumber: z.string() }).nullable(),
  /** Every item to collect with its shop, as the spec's order carries them (also under subOrders). */
  items: z.array(ZOrderItem),
  subOrders: z.array(ZDriverSubOrder),
  /** Only for the assigned rider: every pick-up, nearest first from the rider's position, then the drop-off. */
  stops: z.array(ZRouteStop).optional(),
  deliveredBy: z.string().nullable(),
  deliveredByPhone: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDriverOrder = z.infer<typeof ZDriverOrder>;
export const ZDriverOrderList = z.array(ZDriverOrder);

/** `driverId` is accepted because the client sends it, and ignored: the driver is the token's. */
export const ZAssignDriverRequest = z.object({
  action: z.enum(['accept', 'decline'], { error: "action must be 'accept' or 'decline'" }),
  driverId: z.unknown().optional(),
});
export type TAssignDriverRequest = z.input<typeof ZAssignDriverRequest>;

/**
 * The spec sends the driver's name and phone; the server records those of the driver's account
 * instead. `pin` is the customer's delivery PIN (DELIVERY_PIN=on).
 */
export const ZMarkDeliveredRequest = z
  .object({ driverName: z.unknown().optional(), driverPhone: z.unknown().optional(), pin: z.string().max(10, 'pin must be the 4-digit delivery PIN').optional() })
  .optional();

export const ZDriverOrderResponse = z.object({ message: z.string(), order: ZDriverOrder });
export type TDriverOrderResponse = z.infer<typeof ZDriverOrderResponse>;

export const ZCompletedOrdersResponse = z.object({
  /** The Kenyan day filtered on (by delivery time), or null for every day. */
  date: z.string().nullable(),
  orders: z.array(ZDriverOrder),
  totals: z.object({ count: z.number(), fees: z.number(), earnings: z.number() }),
});
export type TCompletedOrdersResponse = z.infer<typeof ZCompletedOrdersResponse>;

/**
 * GET /api/driver-completed-orders/{driverId}: the spec's client filters the answer as an array of
 * orders, so that is the default; `withTotals=1` answers `{ date, orders, totals }` instead.
 */
export const ZCompletedOrdersQuery = ZDayFilterQuery.extend({
  withTotals: z.enum(['1', 'true', '0', 'false'], { error: 'withTotals must be 1 or 0' }).optional(),
});
export const ZCompletedOrdersAnswer = z.union([z.array(ZDriverOrder), ZCompletedOrdersResponse]);
