import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../plugins/socket.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { OrderCancellation } from '../orders/cancel-order.service.ts';
import type { DeliveryService } from '../orders/delivery.service.ts';
import { createDeliveryAttentionRepository } from './delivery-attention.repository.ts';
import { createDeliveryAttentionService } from './delivery-attention.service.ts';
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
  events: EventPublisher;
  storage: FileStorage;
  reads: OrderReadRepository;
  cancellation: OrderCancellation;
  delivery: Pick<DeliveryService, 'confirmForAdmin'>;
  releaseDriverOrders: (driverId: string, adminId: string, note: string) => Promise<ReleasedOrders>;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, realtime } = deps;
  return {
    overview: createOverviewService({ overview: createOverviewRepository(db) }),
    partners: createAdminPartnerService({ partners: createAdminPartnerRepository(db), realtime, storage: deps.storage }),
    drivers: createAdminDriverService({ drivers: createAdminDriverRepository(db), realtime, events: deps.events, releaseOrders: deps.releaseDriverOrders, log: deps.log }),
    customers: createAdminCustomerService({ customers: createAdminCustomerRepository(db), realtime }),
    orders: createAdminOrderService({ orders: createAdminOrderRepository(db), reads: deps.reads, cancellation: deps.cancellation }),
    messages: createAdminMessageService({ messages: createAdminMessageRepository(db) }),
    promotions: createPromotionService({ promotions: createPromotionRepository(db) }),
    audit: createAuditService({ audit: createAuditRepository(db) }),
    deliveryAttention: createDeliveryAttentionService({ db, attention: createDeliveryAttentionRepository(db), delivery: deps.delivery }),
  };
}
export type Admin = ReturnType<typeof createAdmin>;
