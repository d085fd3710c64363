import { queryOptions } from '@tanstack/react-query';
import type { TAvailableOrder, TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { api } from '../../../lib/api-client.ts';
import { driverKeys } from './query-keys.ts';

/** GET /api/driver-orders/{orderId}: an open order, or one of the driver's own. */
export function getDriverOrder(orderId: string): Promise<TDriverOrder> {
  return api.get<TDriverOrder>(`/api/driver-orders/${encodeURIComponent(orderId)}`, { auth: 'driver' });
}

export const driverOrderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: driverKeys.order(orderId), queryFn: () => getDriverOrder(orderId), staleTime: 10_000 });

/** The Available list's entry for an order that arrived live (the event itself carries no fee or town). */
export function toAvailableOrder(order: TDriverOrder): TAvailableOrder {
  return {
    orderId: order._id,
    orderNumber: order.orderId,
    status: order.status,
    shops: order.subOrders.map((s) => ({ shopName: s.shop.shopName, location: s.shop.location, town: s.shop.town })),
    deliveryTown: order.delivery.town,
    fee: order.fee,
    driverEarning: order.driverEarning,
    createdAt: order.createdAt,
    shopCount: order.subOrders.length,
    // Distances come with the next read of the list, which knows where the driver is.
    distanceToShopKm: null,
    shopToCustomerKm: null,
  };
}
