import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../plugins/socket.ts';
import type { DriverRepository } from '../driver/driver.repository.ts';
import { createDriverOrderRepository } from '../driver/driver-orders.repository.ts';
import { createDriverOrderService } from '../driver/driver-orders.service.ts';
import { createDeliveryService } from './delivery.service.ts';
import { createOrderEvents } from './order-events.ts';
import { createOrderLifecycleRepository } from './order-lifecycle.repository.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import { createStoreOrderRepository } from './store-orders.repository.ts';
import { createStoreOrderService } from './store-orders.service.ts';
import { createSubOrderStatusService } from './sub-order-status.service.ts';

/** Everything after an order is placed: stores advancing it, drivers taking and delivering it, sales. */
export function createOrderLifecycle(deps: { db: Db; reads: OrderReadRepository; drivers: DriverRepository; realtime: Pick<Realtime, 'emit'> }) {
  const lifecycle = createOrderLifecycleRepository(deps.db);
  const events = createOrderEvents(deps.realtime);
  const delivery = createDeliveryService({ lifecycle, reads: deps.reads, events });
  return {
    /** For the admin console: a rejected or suspended driver's uncollected orders go back to the others. */
    releaseDriverOrders: delivery.releaseUncollected,
    subOrderStatus: createSubOrderStatusService({ lifecycle, reads: deps.reads, events }),
    storeOrders: createStoreOrderService({ storeOrders: createStoreOrderRepository(deps.db) }),
    driverOrders: createDriverOrderService({
      drivers: deps.drivers,
      driverOrders: createDriverOrderRepository(deps.db, deps.reads),
      reads: deps.reads,
      delivery,
    }),
  };
}
