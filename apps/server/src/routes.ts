import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import type { Services } from './services.ts';
import type { RealtimeLink } from './plugins/socket-adapter.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { partnerRoutes } from './modules/partner/partner.routes.ts';
import { productRoutes } from './modules/partner/products.routes.ts';
import { partnerNotificationRoutes } from './modules/partner/notifications.routes.ts';
import { driverRoutes } from './modules/driver/driver.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { accountLimits } from './plugins/rate-limit/account-limits.ts';
import { mailRoutes } from './modules/mail/dev-outbox.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { storeOrderRoutes } from './modules/orders/store-orders.routes.ts';
import { driverOrderRoutes } from './modules/driver/driver-orders.routes.ts';
import { savedLocationRoutes } from './modules/locations/locations.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { vitalsRoutes } from './modules/vitals/vitals.routes.ts';

/** Every route module, registered in one place so the authorisation matrix can list them. */
export async function registerRoutes(app: FastifyInstance, s: Services, database: Database, realtimeLink: RealtimeLink | null = null): Promise<void> {
  await app.register(healthRoutes(database, s.redis, realtimeLink));
  const limits = accountLimits(s.rateLimiter, s.config.rateLimits, s.trustedDevices);
  await app.register(authRoutes({ auth: s.auth, login: s.login, users: s.users, limits, devices: s.trustedDevices }));
  await app.register(partnerRoutes({ auth: s.auth, partners: s.partners, limits }));
  await app.register(productRoutes({ auth: s.auth, products: s.products }));
  await app.register(partnerNotificationRoutes({ auth: s.auth, notifications: s.partnerNotifications }));
  await app.register(driverRoutes({ auth: s.auth, drivers: s.drivers, limits, devices: s.trustedDevices }));
  await app.register(mailRoutes({ config: s.config, auth: s.auth, mailer: s.mail.mailer, outbox: s.mail.devOutbox }));
  await app.register(passwordResetRoutes({ resets: s.passwordResets, limiter: s.rateLimiter, limits: s.config.rateLimits, devices: s.trustedDevices }));
  await app.register(emailVerificationRoutes({ auth: s.auth, verification: s.emailVerification, limiter: s.rateLimiter, limits: s.config.rateLimits }));
  await app.register(contactRoutes({ contact: s.contact, limiter: s.rateLimiter, limits: s.config.rateLimits }));
  await app.register(catalogRoutes({ auth: s.auth, catalog: s.catalog, limiter: s.rateLimiter, limits: s.config.rateLimits }));
  await app.register(geoRoutes({ geoService: s.geoService }));
  await app.register(checkoutRoutes({ auth: s.auth, quotes: s.quotes, placeOrder: s.placeOrder }));
  await app.register(orderRoutes({ auth: s.auth, orders: s.orders }));
  await app.register(storeOrderRoutes({ auth: s.auth, ...s.orderLifecycle }));
  await app.register(driverOrderRoutes({ auth: s.auth, driverOrders: s.driverOrders }));
  await app.register(savedLocationRoutes({ auth: s.auth, locations: s.savedLocations }));
  await app.register(adminRoutes({ auth: s.auth, admin: s.admin }));
  await app.register(vitalsRoutes({ auth: s.auth, vitals: s.vitals, limiter: s.rateLimiter }));
}
