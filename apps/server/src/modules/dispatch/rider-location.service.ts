import type { TAvailabilityResponse, TLocationRequest, TLocationResponse } from '@sokoni/domain/contracts/dispatch';
import { whyNotPlausible } from '@sokoni/domain/dispatch';
import { nextRecentSpeed } from '@sokoni/domain/rider-eta';
import { STALE_POSITION_MS } from '@sokoni/domain/tracking';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import type { DriverRepository } from '../driver/driver.repository.ts';
import { whyDriverCannotTakeOrders } from '../driver/driver-orders.service.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { Db } from '../../db/client.ts';
import { createPresenceRepository, type PositionWrite, type PresenceRepository, type PresenceRow } from '../driver/presence.repository.ts';
import type { RiderEta } from './rider-eta.service.ts';

const TOO_FREQUENT = 'Location updates are too frequent: send at most one every 2 seconds.';

const isLocated = (p: PresenceRow | null, now = Date.now()) => Boolean(p?.lat !== null && p?.locatedAt && now - p.locatedAt.getTime() < STALE_POSITION_MS);

/** The driver's Online switch and the positions their phone shares while online or carrying an order. */
export function createRiderLocationService(deps: { db: Db; drivers: DriverRepository; presence: PresenceRepository; eta: RiderEta; events: EventPublisher }) {
  /**
   * The position and what it causes (a customer's 'rider arriving' message) are written in one
   * transaction (decision 009); a rider carrying nothing causes nothing, and needs no transaction.
   */
  async function save(driverId: string, previousAt: Date | null, fix: PositionWrite, events: readonly DomainEvent[]): Promise<boolean> {
    if (!events.length) return deps.presence.savePosition(driverId, previousAt, fix);
    return deps.db.transaction(async (tx) => {
      const saved = await createPresenceRepository(tx).savePosition(driverId, previousAt, fix);
      if (saved) await deps.events.writeEffects(tx, events);
      return saved;
    });
  }


  async function driverRow(driverId: string) {
    const driver = await deps.drivers.findById(driverId);
    if (!driver) throw unauthorized('Your session has expired or is invalid. Please log in again.');
    return driver;
  }

  return {
    async availability(driverId: string): Promise<TAvailabilityResponse> {
      await driverRow(driverId);
      const presence = await deps.presence.find(driverId);
      const online = presence?.online ?? false;
      return { online, located: isLocated(presence), message: online ? 'You are online.' : 'You are offline.' };
    },

    /** Only drivers who may take orders go online; going offline is always allowed and forgets the position. */
    async setAvailability(driverId: string, online: boolean): Promise<TAvailabilityResponse> {
      const driver = await driverRow(driverId);
      if (online) {
        const why = whyDriverCannotTakeOrders(driver);
        if (why) throw forbidden(why);
      }
      await deps.presence.setOnline(driverId, online);
      return online
        ? { online, located: isLocated(await deps.presence.find(driverId)), message: 'You are online. Orders near you are offered to you first.' }
        : { online, located: false, message: 'You are offline. You will not be offered orders and your location is no longer shared.' };
    },

    async updateLocation(driverId: string, fix: TLocationRequest): Promise<TLocationResponse> {
      await driverRow(driverId);
      const [presence, carried] = await Promise.all([deps.presence.find(driverId), deps.presence.carriedOrders(driverId)]);
      if (!presence?.online && carried.length === 0) throw conflict('Go online to share your location.');
      const at = new Date();
      const position = { lat: fix.lat, lng: fix.lng };
      const previous = presence?.lat != null && presence.lng != null && presence.locatedAt ? { position: { lat: presence.lat, lng: presence.lng }, at: presence.locatedAt } : null;
      const why = whyNotPlausible(previous, { position, at });
      if (why === TOO_FREQUENT) throw new AppError('rate_limited', why);
      if (why) throw badRequest(why);
      const recentKmh = previous ? nextRecentSpeed(presence?.recentKmh ?? null, previous, { position, at }) : null;
      // Worked out before saving (a route may be asked of a provider), so no transaction waits on it.
      const events: DomainEvent[] = [];
      for (const order of carried) {
        const etaMinutes = await deps.eta.forOrder(order.id, { position, recentKmh, speedMps: fix.speed ?? null });
        events.push({ type: 'RiderLocated', orderId: order.id, userId: order.userId, ...position, at, etaMinutes });
      }
      const saved = await save(
        driverId,
        presence?.locatedAt ?? null,
        { ...position, accuracyM: fix.accuracy ?? null, heading: fix.heading ?? null, speedMps: fix.speed ?? null, recentKmh, locatedAt: at },
        events,
      );
      // Another update of the same rider won the race a moment ago.
      if (!saved) throw new AppError('rate_limited', TOO_FREQUENT);
      deps.events.publish(events);
      return {
        message: carried.length ? 'Sharing your location with the customer.' : 'Location updated.',
        sharedWith: carried.length,
      };
    },
  };
}
export type RiderLocationService = ReturnType<typeof createRiderLocationService>;
