import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../plugins/socket.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';
import { createCancellationRepository } from '../orders/cancel-order.repository.ts';
import { createOrderCancellation } from '../orders/cancel-order.service.ts';
import { createOrderEvents } from '../orders/order-events.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import { createAdminCustomerRepository } from './admin-customers.repository.ts';
import { createAdminCustomerService } from './admin-customers.service.ts';
import { createAdminDriverRepository } from './admin-drivers.repository.ts';
import { createAdminDriverService, type ReleasedOrders } from './admin-drivers.service.ts';
import { createAdminMessageRepository } from './admin-messages.repository.ts';
import { createAdminMessageService } from './admin-messages.service.ts';
import { createAdminOrderRepository } from './admin-orders.repository.ts';
import { createAdminOrderService } from './admin-orders.service.ts';
import { createAdminPartnerRepository } from './admin-partners.repository.ts';
import { createAdminPartnerService } from './admin-partners.service.ts';
import { createAuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';
import { createOverviewRepository } from './overview.repository.ts';
import { createOverviewService } from './overview.service.ts';
import { createPromotionRepository } from './promotions.repository.ts';
import { createPromotionService } from './promotions.service.ts';

/** The operator's console: every admin service, made from the database and the live channel. */
export function createAdmin(deps: {
  db: Db;
  realtime: Realtime;
  storage: FileStorage;
  reads: OrderReadRepository;
  releaseDriverOrders: (driverId: string, adminId: string, note: string) => Promise<ReleasedOrders>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, realtime } = deps;
  const cancellation = createOrderCancellation({
    cancellations: createCancellationRepository(db),
    reads: deps.reads,
    events: createOrderEvents(realtime),
  });
  return {
    overview: createOverviewService({ overview: createOverviewRepository(db) }),
    partners: createAdminPartnerService({ partners: createAdminPartnerRepository(db), realtime, storage: deps.storage }),
    drivers: createAdminDriverService({ drivers: createAdminDriverRepository(db), realtime, releaseOrders: deps.releaseDriverOrders, log: deps.log }),
    customers: createAdminCustomerService({ customers: createAdminCustomerRepository(db), realtime }),
    orders: createAdminOrderService({ orders: createAdminOrderRepository(db), reads: deps.reads, cancellation }),
    messages: createAdminMessageService({ messages: createAdminMessageRepository(db) }),
    promotions: createPromotionService({ promotions: createPromotionRepository(db) }),
    audit: createAuditService({ audit: createAuditRepository(db) }),
  };
}
export type Admin = ReturnType<typeof createAdmin>;
