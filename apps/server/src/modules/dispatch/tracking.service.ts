import type { TTracking } from '@sokoni/domain/contracts/dispatch';
import { parseLatLng } from '@sokoni/domain/geo';
import { CANCELLED } from '@sokoni/domain/order-status';
import { isUncollected, STALE_POSITION_MS, trackingStage } from '@sokoni/domain/tracking';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { DriverRepository } from '../driver/driver.repository.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import type { PresenceRepository } from '../driver/presence.repository.ts';
import type { RiderEta } from './rider-eta.service.ts';

const vehicleOf = (v: { make?: string; model?: string; type?: string; color?: string }) =>
  [v.color, v.make, v.model].filter(Boolean).join(' ').trim() || v.type || '';

/**
 * Where a delivery is, for its customer and the admin only: no shop, no other customer and no
 * other driver ever sees a rider's position. The position shows only while the order is on its way.
 */
export function createTrackingService(deps: { reads: OrderReadRepository; drivers: DriverRepository; presence: PresenceRepository; eta: RiderEta }) {
  return {
    async tracking(account: Account, idOrNumber: string): Promise<TTracking> {
      const aggregate = await deps.reads.findByIdOrNumber(idOrNumber);
      if (!aggregate) throw notFound('Order not found.');
      const { order } = aggregate;
      const own = account.kind === 'user' && account.id === order.userId;
      if (!own && !account.isAdmin) throw forbidden('Only the customer who placed this order can track it.');
      const live = aggregate.subOrders.filter((s) => s.status !== CANCELLED);
      const stage = trackingStage({ status: order.status, assignedDriverId: order.assignedDriverId, subOrderStatuses: live.map((s) => s.status) });
      const shops = live.flatMap((s) => {
        const point = parseLatLng(s.shop.location);
        return point ? [{ name: s.shop.businessName, ...point, collected: !isUncollected(s.status) }] : [];
      });
      const home = parseLatLng(order.deliveryLocation);
      const answer: TTracking = { stage, rider: null, etaMinutes: null, shops, home };
      if (!order.assignedDriverId || (stage !== 'picking_up' && stage !== 'on_the_way')) return answer;

      const [driver, presence] = await Promise.all([deps.drivers.findById(order.assignedDriverId), deps.presence.find(order.assignedDriverId)]);
      if (!driver) return answer;
      const fresh = presence?.lat != null && presence.lng != null && presence.locatedAt && Date.now() - presence.locatedAt.getTime() < STALE_POSITION_MS;
      answer.rider = {
        name: driver.fullName ?? driver.username,
        phone: driver.phoneNumber,
        vehicle: vehicleOf(driver.vehicleDetails),
        plate: driver.vehicleDetails.plateNumber ?? '',
        lat: fresh ? presence.lat : null,
        lng: fresh ? presence.lng : null,
        at: fresh ? presence.locatedAt!.toISOString() : null,
      };
      if (fresh) {
        answer.etaMinutes = await deps.eta.forAggregate(aggregate, {
          position: { lat: presence.lat!, lng: presence.lng! },
          recentKmh: presence.recentKmh,
          speedMps: presence.speedMps,
        });
      }
      return answer;
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
