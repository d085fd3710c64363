import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { createSubstitutionService } from './substitution.service.ts';
import { substitutionWrites } from './substitutions.repository.ts';
import type { DeliveryRepricer } from './delivery-reprice.ts';
import { createOrderCancellation } from './cancel-order.service.ts';
import { createCustomerCancellation } from './customer-cancel.service.ts';
import { createDeclineService } from './decline.service.ts';
import { createDeliveryService, type RiderCashCheck } from './delivery.service.ts';
import { createOrderLifecycleRepository } from './order-lifecycle.repository.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import { createOrderTransitions, type TransitionStep } from './order-transition.ts';
import { createStoreOrderRepository } from './store-orders.repository.ts';
import { createStoreOrderService } from './store-orders.service.ts';
import { createSubOrderStatusService } from './sub-order-status.service.ts';

/** Everything after an order is placed: stores advancing it, drivers taking and delivering it, the admin cancelling it. */
export function createOrderLifecycle(deps: { db: Db; reads: OrderReadRepository; events: EventPublisher; jobs: JobRunner; substitutionMinutes: number; steps: readonly TransitionStep[]; riderCash: RiderCashCheck; reprice?: DeliveryRepricer }) {
  const lifecycle = createOrderLifecycleRepository(deps.db);
  const transitions = createOrderTransitions({ lifecycle, events: deps.events, steps: deps.steps });
  const delivery = createDeliveryService({ lifecycle, transitions, reads: deps.reads, riderCash: deps.riderCash });
  return {
    transitions,
    delivery,
    /** For the admin console: a rejected or suspended driver's uncollected orders go back to the others. */
    releaseDriverOrders: delivery.releaseUncollected,
    cancellation: createOrderCancellation({ transitions, reads: deps.reads }),
    subOrderStatus: createSubOrderStatusService({ transitions, reads: deps.reads }),
    decline: createDeclineService({ transitions, reads: deps.reads, reprice: deps.reprice }),
    customerCancellation: createCustomerCancellation({ transitions, reads: deps.reads }),
    substitutions: createSubstitutionService({ transitions, reads: deps.reads, substitutions: substitutionWrites(deps.db), jobs: deps.jobs, minutes: deps.substitutionMinutes, reprice: deps.reprice }),
    storeOrders: createStoreOrderService({ storeOrders: createStoreOrderRepository(deps.db) }),
  };
}
