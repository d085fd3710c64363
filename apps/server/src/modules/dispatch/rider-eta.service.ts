import { parseLatLng, type LatLng } from '@sokoni/domain/geo';
import { DROPPED_STATUSES } from '@sokoni/domain/order-statuses';
import { pickupOrder, prepMinutesLeft, remainingPath, routeEtaMinutes } from '@sokoni/domain/rider-route';
import { isUncollected } from '@sokoni/domain/tracking';
import type { RouteDistance } from '../../providers/geo/route-distance.ts';
import type { OrderAggregate, OrderReadRepository } from '../orders/order-reads.repository.ts';

export interface RiderFix {
  position: LatLng;
  recentKmh: number | null;
  /** The phone's own speed reading (m/s). */
  speedMps: number | null;
}

/** Shops that have accepted but not yet handed over: their preparation is still under way. */
const PREPARING = new Set(['OrderReceived', 'Preparing']);

/**
 * The ETA of a delivery: the remaining route by road (the rider's stops in the order the rider's
 * screen shows them, each once, then the customer) at RIDER_SPEED_KMH, plus the longest preparation
 * still under way. A fixed speed rather than the rider's last few fixes: a rider waiting at a shop or
 * a light made the estimate swing by half an hour.
 */
export function createRiderEta(deps: { reads: OrderReadRepository; routes: RouteDistance; speedKmh: number }) {
  /** When each preparing shop accepted, from the order's status history. */
  async function acceptedTimes(aggregate: OrderAggregate): Promise<Map<string, Date>> {
    const accepted = new Map<string, Date>();
    if (!aggregate.subOrders.some((s) => PREPARING.has(s.status))) return accepted;
    for (const row of await deps.reads.statusHistory(aggregate.order.id)) {
      if (row.subOrderId && row.toStatus === 'OrderReceived' && !accepted.has(row.subOrderId)) accepted.set(row.subOrderId, row.createdAt);
    }
    return accepted;
  }

  async function forAggregate(aggregate: OrderAggregate, rider: RiderFix): Promise<number | null> {
    const home = parseLatLng(aggregate.order.deliveryLocation);
    if (!home) return null;
    const live = aggregate.subOrders.filter((s) => !DROPPED_STATUSES.includes(s.status));
    const pickups = live.map((s) => ({ point: parseLatLng(s.shop.location), done: !isUncollected(s.status) }));
    const path = remainingPath(rider.position, pickupOrder(rider.position, pickups), home);
    const [{ km }, accepted] = await Promise.all([deps.routes.pathKm(path), acceptedTimes(aggregate)]);
    const now = new Date();
    const prep = live.map((s) => prepMinutesLeft({ status: s.status, prepMinutes: s.shop.prepMinutes ?? 0, acceptedAt: accepted.get(s.id) ?? null, now }));
    return routeEtaMinutes({ remainingRoadKm: km, speedKmh: deps.speedKmh, prepMinutesLeft: prep });
  }

  return {
    forAggregate,
    async forOrder(orderId: string, rider: RiderFix): Promise<number | null> {
      const aggregate = await deps.reads.findById(orderId);
      return aggregate ? forAggregate(aggregate, rider) : null;
    },
  };
}
export type RiderEta = ReturnType<typeof createRiderEta>;
