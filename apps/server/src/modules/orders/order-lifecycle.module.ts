import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import { createOrderCancellation } from './cancel-order.service.ts';
import { createDeliveryService } from './delivery.service.ts';
import { createOrderLifecycleRepository } from './order-lifecycle.repository.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import { createOrderTransitions } from './order-transition.ts';
import { createStoreOrderRepository } from './store-orders.repository.ts';
import { createStoreOrderService } from './store-orders.service.ts';
import { createSubOrderStatusService } from './sub-order-status.service.ts';

/** Everything after an order is placed: stores advancing it, drivers taking and delivering it, the admin cancelling it. */
export function createOrderLifecycle(deps: { db: Db; reads: OrderReadRepository; events: EventPublisher }) {
  const lifecycle = createOrderLifecycleRepository(deps.db);
  const transitions = createOrderTransitions({ lifecycle, events: deps.events });
  const delivery = createDeliveryService({ lifecycle, transitions, reads: deps.reads });
  return {
    transitions,
    delivery,
    /** For the admin console: a rejected or suspended driver's uncollected orders go back to the others. */
    releaseDriverOrders: delivery.releaseUncollected,
    cancellation: createOrderCancellation({ transitions, reads: deps.reads }),
    subOrderStatus: createSubOrderStatusService({ transitions, reads: deps.reads }),
    storeOrders: createStoreOrderService({ storeOrders: createStoreOrderRepository(deps.db) }),
  };
}
