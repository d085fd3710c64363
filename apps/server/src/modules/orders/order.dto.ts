import type { TOrder, TSubOrder } from '@sokoni/domain/contracts/orders';
import type { OrderAggregate, SubOrderWithShop } from './order-reads.repository.ts';
import { deliveryAddressOf } from './delivery-address.dto.ts';
import { orderTipView, riderRatingView } from './after-delivery.dto.ts';
import { shillingsFromCents as shillings } from '@sokoni/domain/money';
import { discountNowCents } from '@sokoni/domain/amount-due';
import { discountOfLiveParts } from '@sokoni/domain/promo-ledger';
import { isDropped } from '@sokoni/domain/order-statuses';
import { answeredChoices } from '@sokoni/domain/product-options';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function parentSummary({ order, user }: OrderAggregate): TSubOrder['parentOrder'] {
  return {
    _id: order.id,
    orderId: order.orderId,
    status: order.status,
    assignedDriver: order.assignedDriverId,
    // The spec's shop screens move a sub-order to Sales from these (order.parentOrder?.deliveredBy / deliveredAt).
    deliveredBy: order.deliveredBy,
    deliveredByPhone: order.deliveredByPhone,
    deliveredAt: iso(order.deliveredAt),
    delivery: { town: order.deliveryTown, location: order.deliveryLocation, fee: shillings(order.deliveryFeeCents), option: order.deliveryOption },
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    user: { _id: user.id, names: user.names, username: user.username, phoneNumber: user.phoneNumber },
    createdAt: order.createdAt.toISOString(),
    scheduledFor: iso(order.scheduledFor),
  };
}

/** A sub-order as its shop, its customer and its driver see it (spec: 'Sub-order'). */
export function toSubOrderDto(sub: SubOrderWithShop, aggregate: OrderAggregate): TSubOrder {
  return {
    _id: sub.id,
    shop: { _id: sub.shop.id, businessName: sub.shop.businessName, shopName: sub.shop.businessName, location: sub.shop.location, town: sub.shop.town },
    status: sub.status,
    total: shillings(sub.totalCents),
    items: aggregate.items
      .filter((item) => item.subOrderId === sub.id)
      .map((item) => ({ _id: item.id, product: { _id: item.productId, name: item.name }, quantity: item.quantity, price: shillings(item.priceCents), ...answeredChoices(item.choices) })),
    parentOrder: parentSummary(aggregate),
    deliveredBy: sub.deliveredBy,
    deliveredByPhone: sub.deliveredByPhone,
    createdAt: sub.createdAt.toISOString(),
    updatedAt: sub.updatedAt.toISOString(),
    deliveredAt: iso(sub.deliveredAt),
    decline: sub.declineReason ? { reason: sub.declineReason, note: sub.declineNote } : null,
  };
}

/**
 * The promo discount as it applies to the parts left (what the ledger takes off a delivered order):
 * none once a shop's own code lost that shop's part, never more than the items. Without the code's
 * details (an answer built from what placement wrote, every part live) it is the discount capped at the items.
 */
function discountOf({ order, subOrders, promo }: OrderAggregate): number {
  if (!promo) return discountNowCents(order);
  const live = subOrders.filter((s) => !isDropped(s.status)).map((s) => ({ partnerId: s.partnerId, itemsCents: s.totalCents }));
  return discountOfLiveParts({ discountCents: order.discountCents ?? 0, partnerId: promo.partnerId, fundedBy: promo.fundedBy }, live);
}

/** The whole order (spec: 'Order (parent)'); total is the items, the fee is delivery.fee. */
export function toOrderDto(aggregate: OrderAggregate, view: { forCustomer: boolean } = { forCustomer: false }): TOrder {
  const { order, user } = aggregate;
  const shopOf = new Map(aggregate.subOrders.map((s) => [s.id, s.shop]));
  return {
    _id: order.id,
    orderId: order.orderId,
    user: { _id: user.id, names: user.names, username: user.username, phoneNumber: user.phoneNumber },
    delivery: {
      town: order.deliveryTown,
      location: order.deliveryLocation,
      fee: shillings(order.deliveryFeeCents),
      option: order.deliveryOption,
      // Shops need only the town and pin; the landmark and who receives are the customer's and the rider's business.
      ...(view.forCustomer ? { address: deliveryAddressOf(order) } : {}),
    },
    items: aggregate.items.map((item) => {
      const shop = shopOf.get(item.subOrderId);
      return {
        _id: item.id,
        product: { _id: item.productId, name: item.name },
        quantity: item.quantity,
        price: shillings(item.priceCents),
        ...answeredChoices(item.choices),
        shop: { _id: shop?.id ?? '', shopName: shop?.businessName ?? '' },
      };
    }),
    subOrders: aggregate.subOrders.map((sub) => toSubOrderDto(sub, aggregate)),
    total: shillings(order.totalCents),
    status: order.status,
    assignedDriver: order.assignedDriverId,
    deliveredBy: order.deliveredBy,
    deliveredByPhone: order.deliveredByPhone,
    deliveredAt: iso(order.deliveredAt),
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    mpesaReceipt: order.mpesaReceipt,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    scheduledFor: iso(order.scheduledFor),
    afterDecline: order.afterDecline,
    creditUsed: shillings(order.creditUsedCents),
    // Shops, drivers and the admin never see it: the rider must hear it from the customer.
    ...(view.forCustomer ? { deliveryPin: order.deliveryPin } : {}),
    // As it applies to the parts left: the order page's lines then add up to what the rider collects.
    discount: shillings(discountOf(aggregate)),
    promoCode: order.promoCode ?? null,
    tip: orderTipView(aggregate),
    // The rider's rating is the customer's own: nobody else's answer carries it.
    ...(view.forCustomer ? { riderRating: aggregate.riderRating ? riderRatingView(aggregate.riderRating, order.orderId) : null } : {}),
  };
}
