import type { Db } from '../../db/client.ts';
import type { BackgroundTasks } from '../../lib/background-tasks.ts';
import type { RouteDistance } from '../../providers/geo/route-distance.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import { createDeliveryPinRepository } from '../driver/delivery-pin.repository.ts';
import { createProofOfDelivery } from '../driver/proof-of-delivery.service.ts';
import type { DriverRepository } from '../driver/driver.repository.ts';
import type { createEventBus } from '../events/event-bus.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import { dispatchSubscriber } from './dispatch.subscriber.ts';
import { createDispatchWaves } from './dispatch-waves.service.ts';
import { createOfferRepository } from './offers.repository.ts';
import { createPresenceRepository } from '../driver/presence.repository.ts';
import { createRiderEta } from './rider-eta.service.ts';
import { createRiderLocationService } from './rider-location.service.ts';
import { createTrackingService } from './tracking.service.ts';

/** Nearest-first offers, riders' positions and the customer's tracking, wired once. */
export function createDispatch(deps: {
  db: Db;
  reads: OrderReadRepository;
  drivers: DriverRepository;
  jobs: JobRunner;
  events: ReturnType<typeof createEventBus>;
  background: BackgroundTasks;
  routes: RouteDistance;
  uploads: Uploads;
  rules: { radiusKm: number; roadFactor: number; waveMs: number; riderSpeedKmh: number };
}) {
  const presence = createPresenceRepository(deps.db);
  const eta = createRiderEta({ reads: deps.reads, routes: deps.routes, speedKmh: deps.rules.riderSpeedKmh });
  const waves = createDispatchWaves({ db: deps.db, offers: createOfferRepository(deps.db), presence, reads: deps.reads, jobs: deps.jobs, events: deps.events, rules: deps.rules });
  deps.events.subscribe(dispatchSubscriber({ waves, presence, background: deps.background }));
  return {
    presence,
    waves,
    riders: createRiderLocationService({ db: deps.db, drivers: deps.drivers, presence, eta, events: deps.events }),
    tracking: createTrackingService({ reads: deps.reads, drivers: deps.drivers, presence, eta }),
    proof: createProofOfDelivery({ reads: deps.reads, pins: createDeliveryPinRepository(deps.db), uploads: deps.uploads, events: deps.events }),
  };
}
export type Dispatch = ReturnType<typeof createDispatch>;
