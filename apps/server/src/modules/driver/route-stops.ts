import type { TRouteStop } from '@sokoni/domain/contracts/driver-orders';
import { parseLatLng, type LatLng } from '@sokoni/domain/geo';
import { DROPPED_STATUSES } from '@sokoni/domain/order-statuses';
import { pickupOrder } from '@sokoni/domain/rider-route';
import { isUncollected } from '@sokoni/domain/tracking';
import type { OrderAggregate } from '../orders/order-reads.repository.ts';

const words = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => Boolean(p?.trim())).join(', ');
const DELIVERED = new Set(['Delivered', 'Confirmed Delivered']);

/** The assigned rider's route: every shop still live, nearest first from where the rider is, then the customer. */
export function routeStopsOf(a: OrderAggregate, rider: LatLng | null): TRouteStop[] {
  const pickups = a.subOrders
    .filter((s) => !DROPPED_STATUSES.includes(s.status))
    .map((s) => ({
      point: parseLatLng(s.shop.location),
      done: !isUncollected(s.status),
      stop: {
        kind: 'pickup' as const,
        subOrderId: s.id,
        name: s.shop.businessName,
        // Shops often end their address with the town already: it is not said twice.
        address: s.shop.address && s.shop.address.toLowerCase().includes(s.shop.town.toLowerCase()) ? s.shop.address : words(s.shop.address, s.shop.town),
        location: s.shop.location,
        done: !isUncollected(s.status),
      },
    }));
  const { order, user } = a;
  const dropoff: TRouteStop = {
    kind: 'dropoff',
    name: user.names,
    address: words(order.deliveryBuilding, order.deliveryLandmark, order.deliveryTown),
    location: order.deliveryLocation,
    done: DELIVERED.has(order.status),
  };
  return [...pickupOrder(rider, pickups).map((p) => p.stop), dropoff];
}
