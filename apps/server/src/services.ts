import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Authenticator } from './plugins/authenticate.ts';
import type { Realtime } from './plugins/socket.ts';
import type { TokenService } from './lib/tokens.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { createUploads } from './providers/storage/uploads.ts';
import { createUserRepository } from './modules/auth/user.repository.ts';
import { createUserService } from './modules/auth/user.service.ts';
import { createLoginService } from './modules/auth/login.service.ts';
import { createPartnerRepository } from './modules/partner/partner.repository.ts';
import { createPartnerService } from './modules/partner/partner.service.ts';
import { createStoreRatingsRepository } from './modules/partner/store-ratings.repository.ts';
import { createProductRepository } from './modules/partner/products.repository.ts';
import { createProductService } from './modules/partner/products.service.ts';
import { createStoreHoursService } from './modules/partner/store-hours.service.ts';
import { createPartnerNotificationRepository } from './modules/partner/notifications.repository.ts';
import { createPartnerNotificationService } from './modules/partner/notifications.service.ts';
import { createDriverRepository } from './modules/driver/driver.repository.ts';
import { createDriverService } from './modules/driver/driver.service.ts';
import { createBackgroundTasks } from './lib/background-tasks.ts';
import { createMemoryRateLimitStore } from './plugins/rate-limit/rate-limit-store.ts';
import { createPostgresRateLimitStore } from './plugins/rate-limit/postgres-rate-limit-store.ts';
import { createRedisRateLimitStore } from './plugins/rate-limit/redis-rate-limit-store.ts';
import type { Redis } from 'ioredis';
import { createRateLimiter } from './plugins/rate-limit/rate-limiter.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import { createPasswordResetRepository } from './modules/auth/password-reset.repository.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createEmailVerificationRepository } from './modules/auth/email-verification.repository.ts';
import { createTrustedDevices } from './lib/trusted-devices.ts';
import { createEmailVerificationService } from './modules/auth/email-verification.service.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createCatalog } from './modules/catalog/catalog.module.ts';
import { createGeoProvider } from './providers/geo/create-geo-provider.ts';
import { createGeoService } from './modules/geo/geo.service.ts';
import { createCartProductRepository } from './modules/checkout/cart-products.repository.ts';
import { createDeliveryQuoter } from './modules/checkout/delivery-quote.ts';
import { createQuoteService } from './modules/checkout/quote.service.ts';
import { createPlaceOrderService } from './modules/checkout/place-order.service.ts';
import { createOrderRepository } from './modules/orders/orders.repository.ts';
import { createOrderReadRepository } from './modules/orders/order-reads.repository.ts';
import { createOrderService } from './modules/orders/orders.service.ts';
import { createOrderLifecycle } from './modules/orders/order-lifecycle.module.ts';
import { orderTransitionSteps } from './order-transition-steps.ts';
import { createOrderJobs } from './modules/orders/order-jobs.ts';
import { createDeliveryRepricer } from './modules/checkout/delivery-repricer.ts';
import { createLedger } from './modules/ledger/ledger.module.ts';
import { createDriverOrderRepository } from './modules/driver/driver-orders.repository.ts';
import { createDriverOrderService } from './modules/driver/driver-orders.service.ts';
import { createEventBus } from './modules/events/event-bus.ts';
import { realtimeSubscriber } from './modules/events/realtime-subscriber.ts';
import { createSavedLocationRepository } from './modules/locations/locations.repository.ts';
import { createSavedLocationService } from './modules/locations/locations.service.ts';
import { createAdmin } from './modules/admin/admin.module.ts';
import { createVitalsRepository } from './modules/vitals/vitals.repository.ts';
import { createVitalsService } from './modules/vitals/vitals.service.ts';
import { createJobRunner } from './modules/jobs/job-runner.ts';
import { createDispatch } from './modules/dispatch/dispatch.module.ts';
import { createAfterDeliveryRepository } from './modules/after-delivery/after-delivery.repository.ts';
import { createAfterDeliveryService } from './modules/after-delivery/after-delivery.service.ts';
import { createRouteDistance } from './providers/geo/route-distance.ts';
import { createMpesaProvider } from './providers/mpesa/create-mpesa.ts';
import { createMpesaSimulator } from './providers/mpesa/simulator/simulator.module.ts';
import { createSmsModule } from './modules/sms/sms.module.ts';
import { createCustomerCredit } from './modules/credit/customer-credit.ts';
import { checkoutCredit } from './modules/checkout/credit-at-checkout.ts';
import { createProblems } from './modules/problems/problems.module.ts';
import { createPromos } from './modules/promos/promos.module.ts';
import { createPayments } from './modules/payments/payments.module.ts';
import { createUssdModule } from './modules/ussd/ussd.module.ts';
import { createAccountLanguageRepository } from './modules/auth/account-language.repository.ts';
import { createAccountLanguageService } from './modules/auth/account-language.service.ts';
import { createPushModule } from './modules/push/push.module.ts';
import { createPasswords } from './lib/password.ts';

interface CoreDeps {
  config: AppConfig;
  db: Db;
  /** PostgreSQL: the catalogue search's own pool (Database.textSearch). */
  textSearch?: Db;
  auth: Authenticator;
  tokens: TokenService;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Set with REDIS_URL: shared counters live there rather than in PostgreSQL. */
  redis: Redis | null;
}

/** The composition root: every repository and service is made here, once, from its dependencies. */
export function buildServices(core: CoreDeps) {
  const { config, db, tokens } = core;
  const passwords = createPasswords(config.passwordHashCost);
  const storage = createStorage(config.storage);
  const uploads = createUploads(storage, config.maxUploadBytes, core.log);
  const background = createBackgroundTasks(core.log);
  // Durable work (payments, retries, expiry): modules register their job kinds on this one runner.
  const jobs = createJobRunner({ db, log: core.log, pollMs: config.jobsPollMs, leaseMs: config.jobsLeaseMs });
  // With PostgreSQL several processes may serve together, so their counters must be shared.
  const rateLimitStore = core.redis
    ? createRedisRateLimitStore(core.redis)
    : config.databaseUrl
      ? createPostgresRateLimitStore(db)
      : createMemoryRateLimitStore();
  const rateLimiter = createRateLimiter({ store: rateLimitStore, disabled: config.rateLimits.disabled });
  const mail = createMailModule({ config: config.mail, db, log: core.log, background });
  const geo = createGeoProvider(config, { warn: (message) => core.log.warn(message) });
  const cartProducts = createCartProductRepository(db);
  const quoter = createDeliveryQuoter({ geo, defaultRadiusKm: config.deliveryRadiusKm });
  const orderRepos = { orders: createOrderRepository(db), reads: createOrderReadRepository(db) };
  const accountLanguages = createAccountLanguageService({
    languages: createAccountLanguageRepository(db),
    onChosen: (account, language) => core.realtime.followLanguage(account, language),
  });
  const repos = {
    users: createUserRepository(db),
    partners: createPartnerRepository(db),
    products: createProductRepository(db),
    partnerNotifications: createPartnerNotificationRepository(db),
    drivers: createDriverRepository(db),
  };
  const emailVerification = createEmailVerificationService({
    verifications: createEmailVerificationRepository(db),
    mailer: mail.mailer,
    background,
    publicUrl: config.publicUrl,
    languages: accountLanguages,
    onProven: async (kind, id) => {
      if (kind === 'partner') await repos.partners.refreshAdminRole(id, config.adminEmails);
    },
  });
  // Domain events write their durable effects (texts, refunds) as jobs in their transaction, and are
  // published after it commits for what may be lost (socket messages): decision 009.
  const events = createEventBus(core.log);
  events.subscribe(realtimeSubscriber(core.realtime));
  const sms = createSmsModule({ config: config.sms, db, jobs, log: core.log });
  events.writeEffectsWith(sms.orderTexts);
  // Alerts on phones (decision 035): message jobs written with the change that causes them.
  const push = createPushModule({ config: config.push, db, jobs, log: core.log, acceptMinutes: config.acceptMinutes });
  if (push.effects) events.writeEffectsWith(push.effects.effects);
  const ledger = createLedger({ db, money: config.money });
  const promos = createPromos({ db });
  const credit = createCustomerCredit({ db, expiryDays: config.money.creditExpiryDays });
  // A shop leaving an order shortens the trip: the fee is priced again with checkout's own quote.
  const reprice = createDeliveryRepricer({ quoter, log: core.log });
  const orderLifecycle = createOrderLifecycle({ db, reads: orderRepos.reads, events, jobs, substitutionMinutes: config.substitutionMinutes, steps: orderTransitionSteps({ ledger: ledger.orders }), riderCash: ledger.orders, reprice });
  const orderJobs = createOrderJobs({ jobs, transitions: orderLifecycle.transitions, acceptMinutes: config.acceptMinutes, reprice });
  const mpesa = createMpesaProvider(config.mpesa);
  const payments = createPayments({ config, db, mpesa, jobs, transitions: orderLifecycle.transitions, events, afterPlaced: orderJobs.afterPlaced, ledger: ledger.orders, sms: sms.sender, log: core.log, onPayoutFailed: push.effects?.payoutFailed });
  if (payments) events.writeEffectsWith(payments.refundEffects);
  const dispatch = createDispatch({
    db,
    reads: orderRepos.reads,
    drivers: repos.drivers,
    jobs,
    events,
    background,
    routes: createRouteDistance(config, (message) => core.log.warn(message)),
    uploads,
    rules: { radiusKm: config.dispatch.radiusKm, roadFactor: config.roadFactor, waveMs: config.dispatch.waveMs, riderSpeedKmh: config.dispatch.riderSpeedKmh },
  });
  const driverOrders = createDriverOrderService({
    drivers: repos.drivers,
    driverOrders: createDriverOrderRepository(db, orderRepos.reads),
    reads: orderRepos.reads,
    delivery: orderLifecycle.delivery,
    presence: dispatch.presence,
    roadFactor: config.roadFactor,
    proof: dispatch.proof,
  });
  const quotes = createQuoteService({ cartProducts, quoter, promos: promos.checkout, credit: checkoutCredit(credit) });
  const placeOrder = createPlaceOrderService({
    cartProducts,
    quoter,
    orders: orderRepos.orders,
    orderReads: orderRepos.reads,
    events,
    maxOpenOrders: config.maxOpenOrders,
    mpesa: payments?.service ?? null,
    afterPlaced: orderJobs.afterPlaced,
    deliveryPins: config.dispatch.deliveryPin,
    promos: promos.checkout,
    credit: checkoutCredit(credit),
    jobs,
  });
  // The USSD menu (decision 039) places, quotes, tracks and pays through the same services as the app.
  const ussd = createUssdModule({
    config: config.ussd,
    publicUrl: config.publicUrl,
    db,
    reads: orderRepos.reads,
    quotes,
    placeOrder,
    tracking: dispatch.tracking,
    payments: payments?.service ?? null,
    sms: sms.sender,
    log: core.log,
  });
  return {
    ...core,
    repos,
    accountLanguages,
    events,
    storage,
    uploads,
    background,
    jobs,
    /** The Daraja client (Safaricom or the simulator); null with MPESA_ENV=off. */
    mpesa,
    /** M-Pesa checkout, callbacks, confirmation and expiry; null with MPESA_ENV=off. */
    payments,
    mpesaSimulator: createMpesaSimulator({ config, db, jobs, log: core.log }),
    rateLimiter,
    vitals: createVitalsService({ vitals: createVitalsRepository(db) }),
    mail,
    sms,
    push,
    ussd,
    emailVerification,
    trustedDevices: createTrustedDevices({ secret: config.jwtSecret, secureCookie: config.publicUrl.startsWith('https:') }),
    users: createUserService({ users: repos.users, tokens, verification: emailVerification, passwords }),
    login: createLoginService({ users: repos.users, partners: repos.partners, tokens, passwords }),
    partners: createPartnerService({ partners: repos.partners, ratings: createStoreRatingsRepository(db), tokens, uploads, adminEmails: config.adminEmails, verification: emailVerification, passwords }),
    products: createProductService({ products: repos.products, uploads }),
    storeHours: createStoreHoursService({ partners: repos.partners }),
    partnerNotifications: createPartnerNotificationService({ notifications: repos.partnerNotifications }),
    drivers: createDriverService({ drivers: repos.drivers, tokens, uploads, verification: emailVerification, passwords }),
    passwordResets: createPasswordResetService({
      resets: createPasswordResetRepository(db),
      mailer: mail.mailer,
      background,
      publicUrl: config.publicUrl,
      passwords,
      languages: accountLanguages,
    }),
    contact: createContactService({ messages: createContactRepository(db), mailer: mail.mailer, operatorEmail: config.mail.contactEmail }),
    catalog: createCatalog(db, { geo, reach: { deliveryRadiusKm: config.deliveryRadiusKm, roadFactor: config.roadFactor }, textSearch: core.textSearch, answerTtlMs: config.catalogueCacheMs }),
    geo,
    geoService: createGeoService({ geo, config }),
    quotes,
    promos: promos.service,
    placeOrder,
    orders: createOrderService({ reads: orderRepos.reads, transitions: orderLifecycle.transitions }),
    afterDelivery: createAfterDeliveryService({ repo: createAfterDeliveryRepository(db), cartProducts, tipPrompts: payments?.tips ?? null }),
    orderLifecycle,
    ledger,
    credit,
    driverOrders,
    dispatch,
    orderRepos,
    problems: createProblems({
      db,
      uploads,
      events,
      sms: sms.sender,
      mailer: mail.mailer,
      jobs,
      publicUrl: config.publicUrl,
      ...config.problems,
      transitions: orderLifecycle.transitions,
      refunds: payments?.refunds ?? null,
      push: push.effects,
    }),
    savedLocations: createSavedLocationService({ locations: createSavedLocationRepository(db), geo }),
    admin: createAdmin({
      db,
      realtime: core.realtime,
      events,
      storage,
      reads: orderRepos.reads,
      cancellation: orderLifecycle.cancellation,
      delivery: orderLifecycle.delivery,
      releaseDriverOrders: orderLifecycle.releaseDriverOrders,
      log: core.log,
    }),
  };
}
export type Services = ReturnType<typeof buildServices>;
