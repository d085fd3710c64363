import { firstWave } from '@sokoni/domain/dispatch';
import { isOpenForDrivers } from '@sokoni/domain/driver-orders';
import { parseLatLng } from '@sokoni/domain/geo';
import { CANCELLED } from '@sokoni/domain/order-status';
import { STALE_POSITION_MS } from '@sokoni/domain/tracking';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { OrderAggregate, OrderReadRepository } from '../orders/order-reads.repository.ts';
import { createOfferRepository, type OfferRepository } from './offers.repository.ts';
import type { PresenceRepository } from '../driver/presence.repository.ts';

export const WIDEN_JOB = 'dispatch.widen';

interface WidenPayload {
  orderId: string;
  /** The offer this job widens (ISO time): a later opening of the order has its own job. */
  openedAt: string;
}

const stateOf = (a: OrderAggregate) => ({
  option: a.order.deliveryOption,
  status: a.order.status,
  assignedDriverId: a.order.assignedDriverId,
  subOrderStatuses: a.subOrders.map((s) => s.status),
});

/**
 * Offers an open order nearest first: online drivers within DISPATCH_RADIUS_KM of the first pickup
 * hear of it alone; after DISPATCH_WAVE_SECONDS (a durable job, so restarts and other processes
 * keep the promise) every approved driver does. With nobody near, everyone hears at once.
 * Which driver wins is not decided here: accepting stays the one guarded transition.
 */
export function createDispatchWaves(deps: {
  db: Db;
  offers: OfferRepository;
  presence: PresenceRepository;
  reads: OrderReadRepository;
  jobs: JobRunner;
  events: EventPublisher;
  rules: { radiusKm: number; roadFactor: number; waveMs: number };
}) {
  const openFor = (a: OrderAggregate) => {
    const shops = a.subOrders.filter((s) => s.status !== CANCELLED);
    return {
      offer: { orderId: a.order.id, status: a.order.status, storeNames: shops.map((s) => s.shop.businessName) },
      pickup: parseLatLng(shops[0]?.shop.location),
    };
  };

  async function offerToEveryone(a: OrderAggregate, openedAt: Date): Promise<void> {
    const { offer } = openFor(a);
    await deps.offers.open(a.order.id, [], openedAt, true);
    deps.events.publish([{ type: 'OrderOfferedToEveryone', ...offer }]);
  }

  deps.jobs.register<WidenPayload>(
    WIDEN_JOB,
    async ({ orderId, openedAt }) => {
      const aggregate = await deps.reads.findById(orderId);
      const opened = new Date(openedAt);
      // Widening and what it causes (the other riders' push messages) are written together, so a
      // crash between the two cannot widen the offer without telling anyone.
      const event = await deps.db.transaction(async (tx) => {
        const wave = await createOfferRepository(tx).widen(orderId, opened);
        if (!wave || !aggregate || !isOpenForDrivers(stateOf(aggregate))) return null;
        const widened: DomainEvent = { type: 'OrderOfferedToEveryone', ...openFor(aggregate).offer, afterWave: { driverIds: wave, openedAt: opened } };
        await deps.events.writeEffects(tx, [widened]);
        return widened;
      });
      if (event) deps.events.publish([event]);
    },
    { maxAttempts: 5, retryDelayMs: 2000 },
  );

  return {
    /** Called once the order has opened to drivers (after its transaction committed). */
    async offer(orderId: string): Promise<void> {
      const aggregate = await deps.reads.findById(orderId);
      if (!aggregate || !isOpenForDrivers(stateOf(aggregate))) return;
      const openedAt = new Date();
      const { pickup, offer } = openFor(aggregate);
      if (!pickup) return offerToEveryone(aggregate, openedAt);
      const online = await deps.presence.onlineApproved(new Date(openedAt.getTime() - STALE_POSITION_MS));
      const wave = firstWave(pickup, online.map((d) => ({ id: d.id, position: { lat: d.lat, lng: d.lng } })), deps.rules);
      if (!wave) return offerToEveryone(aggregate, openedAt);
      await deps.offers.open(orderId, wave, openedAt, false);
      await deps.jobs.schedule<WidenPayload>(WIDEN_JOB, { orderId, openedAt: openedAt.toISOString() }, { delayMs: deps.rules.waveMs, key: `${orderId}:${openedAt.getTime()}` });
      deps.events.publish([{ type: 'OrderOfferedNearby', ...offer, driverIds: wave }]);
    },

    /** When the wave could not be worked out, the order is not withheld from anyone. */
    async offerToEveryone(orderId: string): Promise<void> {
      const aggregate = await deps.reads.findById(orderId);
      if (aggregate && isOpenForDrivers(stateOf(aggregate))) await offerToEveryone(aggregate, new Date());
    },
  };
}
export type DispatchWaves = ReturnType<typeof createDispatchWaves>;
