import type { TAvailableOrder, TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { driverEarningCents } from '@sokoni/domain/delivery-fee';
import { shillingsFromCents as shillings } from '@sokoni/domain/money';
import type { OfferDistances } from '@sokoni/domain/dispatch';
import { CANCELLED } from '@sokoni/domain/order-status';
import type { OrderAggregate } from '../orders/order-reads.repository.ts';
import { deliveryAddressOf } from '../orders/delivery-address.dto.ts';
import { orderTipView } from '../orders/after-delivery.dto.ts';
import type { LatLng } from '@sokoni/domain/geo';
import { answeredChoices } from '@sokoni/domain/product-options';
import { routeStopsOf } from './route-stops.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Shops the driver has to visit: cancelled parts have nothing to collect. */
const liveSubOrders = (a: OrderAggregate) => a.subOrders.filter((s) => s.status !== CANCELLED);

/** An entry of the Available Orders list: enough to decide, nothing personal about the customer. */
export function toAvailableOrderDto(a: OrderAggregate, distances: OfferDistances): TAvailableOrder {
  const { order } = a;
  const shops = liveSubOrders(a);
  return {
    orderId: order.id,
    orderNumber: order.orderId,
    status: order.status,
    shops: shops.map((s) => ({ shopName: s.shop.businessName, location: s.shop.location, town: s.shop.town })),
    deliveryTown: order.deliveryTown,
    fee: shillings(order.deliveryFeeCents),
    driverEarning: shillings(driverEarningCents(order.deliveryFeeCents)),
    createdAt: order.createdAt.toISOString(),
    shopCount: shops.length,
    distanceToShopKm: distances.toShopKm,
    shopToCustomerKm: distances.shopsToCustomerKm,
  };
}

/** The order as `driverId` sees it: the customer's name, phone, pin and route only once it is theirs. */
export function toDriverOrderDto(a: OrderAggregate, driverId: string, rider: LatLng | null = null): TDriverOrder {
  const { order, user } = a;
  const mine = order.assignedDriverId === driverId;
  const live = liveSubOrders(a);
  const shopOf = new Map(live.map((s) => [s.id, s.shop]));
  return {
    _id: order.id,
    orderId: order.orderId,
    status: order.status,
    // Another driver's id is theirs to keep: a driver only ever sees open orders and their own.
    assignedDriver: mine ? driverId : null,
    assignedToYou: mine,
    delivery: {
      town: order.deliveryTown,
      location: mine ? order.deliveryLocation : null,
      fee: shillings(order.deliveryFeeCents),
      option: order.deliveryOption,
      address: mine ? deliveryAddressOf(order) : null,
    },
    fee: shillings(order.deliveryFeeCents),
    driverEarning: shillings(driverEarningCents(order.deliveryFeeCents)),
    total: shillings(order.totalCents),
    discount: shillings(order.discountCents),
    creditUsed: shillings(order.creditUsedCents),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    tip: orderTipView(a),
    user: mine ? { names: user.names, phoneNumber: user.phoneNumber } : null,
    items: a.items.flatMap((item) => {
      const shop = shopOf.get(item.subOrderId);
      if (!shop) return [];
      return [{ _id: item.id, product: { _id: item.productId, name: item.name }, quantity: item.quantity, price: shillings(item.priceCents), ...answeredChoices(item.choices), shop: { _id: shop.id, shopName: shop.businessName } }];
    }),
    subOrders: live.map((s) => ({
      _id: s.id,
      status: s.status,
      total: shillings(s.totalCents),
      shop: { _id: s.shop.id, businessName: s.shop.businessName, shopName: s.shop.businessName, location: s.shop.location, town: s.shop.town, phone: mine ? (s.shop.contactNumber ?? null) : null, address: s.shop.address?.trim() || null },
      items: a.items
        .filter((item) => item.subOrderId === s.id)
        .map((item) => ({ _id: item.id, product: { _id: item.productId, name: item.name }, quantity: item.quantity, price: shillings(item.priceCents), ...answeredChoices(item.choices) })),
      deliveredAt: iso(s.deliveredAt),
    })),
    ...(mine ? { stops: routeStopsOf(a, rider) } : {}),
    deliveredBy: order.deliveredBy,
    deliveredByPhone: order.deliveredByPhone,
    deliveredAt: iso(order.deliveredAt),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
