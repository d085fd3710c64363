import { parseLatLng, type LatLng } from '@sokoni/domain/geo';
import { etaMinutes } from '@sokoni/domain/rider-eta';
import { CANCELLED } from '@sokoni/domain/order-status';
import { isUncollected } from '@sokoni/domain/tracking';
import type { RouteDistance } from '../../providers/geo/route-distance.ts';
import type { OrderAggregate, OrderReadRepository } from '../orders/order-reads.repository.ts';

export interface RiderFix {
  position: LatLng;
  recentKmh: number | null;
  /** The phone's own speed reading (m/s), used until the smoothed speed is known. */
  speedMps: number | null;
}

/** A phone reporting less than this (m/s) is standing, not telling us how fast the rider rides. */
const MOVING_MPS = 1.5;

/** The ETA of a delivery: remaining road distance through the shops not yet visited, then home. */
export function createRiderEta(deps: { reads: OrderReadRepository; routes: RouteDistance }) {
  async function forAggregate(aggregate: OrderAggregate, rider: RiderFix): Promise<number | null> {
    const home = parseLatLng(aggregate.order.deliveryLocation);
    if (!home) return null;
    const pickups = aggregate.subOrders
      .filter((s) => s.status !== CANCELLED && isUncollected(s.status))
      .flatMap((s) => {
        const point = parseLatLng(s.shop.location);
        return point ? [point] : [];
      });
    const { km } = await deps.routes.pathKm([rider.position, ...pickups, home]);
    const phoneKmh = rider.speedMps !== null && rider.speedMps >= MOVING_MPS ? rider.speedMps * 3.6 : null;
    return etaMinutes({ remainingKm: km, speedKmh: rider.recentKmh ?? phoneKmh, pickupsLeft: pickups.length });
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
