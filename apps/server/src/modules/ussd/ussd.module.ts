import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UssdConfig } from '../../config.ussd.ts';
import type { PlaceOrderService } from '../checkout/place-order.service.ts';
import type { QuoteService } from '../checkout/quote.service.ts';
import type { OrderReadRepository } from '../orders/order-reads.repository.ts';
import type { TrackingService } from '../dispatch/tracking.service.ts';
import type { SmsSender } from '../sms/sms-sender.ts';
import { createContactRepository } from '../contact/contact.repository.ts';
import { createUssdCustomerRepository } from './ussd-customers.repository.ts';
import { createUssdSessionRepository } from './ussd-sessions.repository.ts';
import { createUssdService, type UssdPayments } from './ussd.service.ts';

/** The USSD menu over the app's own services, or null when USSD_SECRET is not set. */
export function createUssdModule(deps: {
  config: UssdConfig;
  publicUrl: string;
  db: Db;
  reads: OrderReadRepository;
  quotes: QuoteService;
  placeOrder: PlaceOrderService;
  tracking: TrackingService;
  payments: UssdPayments | null;
  sms: SmsSender;
  log: FastifyBaseLogger;
}) {
  const { secret, serviceCode } = deps.config;
  if (!secret) return null;
  const service = createUssdService({
    sessions: createUssdSessionRepository(deps.db),
    customers: createUssdCustomerRepository(deps.db, deps.reads),
    quotes: deps.quotes,
    placeOrder: deps.placeOrder,
    tracking: deps.tracking,
    payments: deps.payments,
    sms: deps.sms,
    messages: createContactRepository(deps.db),
    publicUrl: deps.publicUrl,
    log: deps.log,
  });
  return { service, secret, serviceCode };
}
export type UssdModule = ReturnType<typeof createUssdModule>;
