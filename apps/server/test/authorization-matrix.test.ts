import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders, partners, products, savedLocations, subOrders } from '../src/db/schema/index.ts';
import { multipart } from './helpers/accounts.ts';
import { assign, setSubStatus } from './helpers/lifecycle.ts';
import { createAuthorizationFixture, PASSWORD, PDF, PERSONAS, type AuthorizationFixture, type Persona } from './helpers/authorization-fixture.ts';

/**
 * Every registered route, called by every persona on data owned by the A side, against a table of
 * who may do it. Allowed: a 2xx/3xx answer, or a listed 4xx that is about the state of things
 * (409 when an order is not ready, 400 for a reset token that is not real), never 401/403. Refused:
 * 401 for visitors, 403 or 404 for everyone else, unless the entry names a different refusal. A
 * route without an entry fails the first test, and so does an entry whose route is gone. HEAD is
 * answered by the GET route's handler and pre-handlers, so a HEAD route is covered by its GET entry.
 * Requests come from a remote address, as the internet's would.
 */

type Request = Omit<InjectOptions, 'method'>;
interface Entry {
  allow: readonly Persona[];
  request(f: AuthorizationFixture, p: Persona): Request | Promise<Request>;
  /** 4xx answers that still mean "allowed": the caller may act, the target's state says not now. */
  alsoOk?: number[];
  /** A refusal other than 401/403/404 for one persona, e.g. 409 "taken by another driver". */
  refusedAs?: Partial<Record<Persona, number[]>>;
  /** Extra checks on an answer (e.g. no private fields for outsiders). */
  check?(res: LightMyRequestResponse, p: Persona, f: AuthorizationFixture): void;
  /** For a write a visitor may make: the rate limit that guards it (see docs/admin-and-limits.md), or why none is needed. */
  limit?: string;
}

const REMOTE = '203.0.113.7';
const pushKey = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
})();
const pushSubscription = () => ({ endpoint: `https://updates.push.services.mozilla.com/wpush/v2/matrix-${randomBytes(6).toString('hex')}`, keys: { p256dh: pushKey, auth: randomBytes(16).toString('base64url') } });
const EVERYONE = PERSONAS;
const CUSTOMERS = ['customerA', 'customerB'] as const;
const DRIVERS = ['driverA', 'driverB'] as const;
const PARTNER_ACCOUNTS = ['partnerA', 'partnerB', 'admin'] as const;
const ORDER_A_PARTIES = ['customerA', 'partnerA', 'driverA', 'admin'] as const;
const OWNER_A_OR_ADMIN = ['partnerA', 'admin'] as const;
const ADMIN = ['admin'] as const;
const ACCOUNTS = PERSONAS.filter((p) => p !== 'visitor');
const NOBODY = [] as const;
const allRefusedWith = (status: number) => Object.fromEntries(PERSONAS.map((p) => [p, [status]]));

const get = (url: string, query?: Record<string, string>): Request => ({ url, query });
const send = (url: string, payload?: unknown): Request => ({ url, ...(payload === undefined ? {} : { payload: payload as never }) });
/** Admin actions hit a fresh target for the admin (they change it) and A's own for everyone else (who must be refused). */
const adminAct = (path: (id: string) => string, fresh: (f: AuthorizationFixture) => Promise<string>, own: (f: AuthorizationFixture) => string, payload?: unknown) =>
  async (f: AuthorizationFixture, p: Persona) => send(path(p === 'admin' ? await fresh(f) : own(f)), payload);
const reason = { reason: 'Checked by the authorisation matrix' };
const ALL_DAY_WEEK = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ open: '00:00', close: '24:00' }]]));

/** A fresh order of customer A that driver A carries to the door, where PIN entry locked. */
async function lockedAtTheDoor(f: AuthorizationFixture): Promise<string> {
  const id = await f.fresh.readyOrder();
  const driver = f.accounts.driverA;
  if ((await assign(f.t, driver, id, 'accept')).statusCode !== 200) throw new Error('driver A could not accept');
  const db = f.t.database.db;
  for (const sub of await db.select({ id: subOrders.id }).from(subOrders).where(eq(subOrders.orderId, id))) await setSubStatus(f.t, driver, sub.id, 'OutForDelivery');
  await db.update(orders).set({ pinAttempts: 5, pinLockedAt: new Date() }).where(eq(orders.id, id));
  return id;
}

const MATRIX: Record<string, Entry> = {
  // Platform and documentation
  'GET /healthz': { allow: EVERYONE, request: () => get('/healthz') },
  'GET /readyz': { allow: EVERYONE, request: () => get('/readyz') },
  'GET /metrics': { allow: NOBODY, request: () => get('/metrics'), refusedAs: allRefusedWith(403) },
  'GET /docs': { allow: EVERYONE, request: () => get('/docs') },
  'GET /docs/': { allow: EVERYONE, request: () => get('/docs/') },
  'GET /docs/static/index.html': { allow: EVERYONE, request: () => get('/docs/static/index.html') },
  'GET /docs/static/swagger-initializer.js': { allow: EVERYONE, request: () => get('/docs/static/swagger-initializer.js') },
  'GET /docs/static/*': { allow: EVERYONE, request: () => get('/docs/static/swagger-ui.css') },
  'GET /docs/json': { allow: EVERYONE, request: () => get('/docs/json') },
  'GET /docs/yaml': { allow: EVERYONE, request: () => get('/docs/yaml') },
  'GET /uploads/*': { allow: EVERYONE, request: (f) => get(f.uploadedFile) },
  'GET /index.html': { allow: EVERYONE, request: () => get('/index.html') },
  'GET /assets/app.js': { allow: EVERYONE, request: () => get('/assets/app.js') },
  'GET /*': { allow: EVERYONE, request: () => get('/store/some-shop') },
  'GET /api/dev/outbox': { allow: ADMIN, request: () => get('/api/dev/outbox') },
  'GET /api/dev/sms-outbox': { allow: ADMIN, request: () => get('/api/dev/sms-outbox') },
  // Africa's Talking's delivery reports: believed only at the secret address, which no persona knows.
  'POST /api/sms/delivery-reports/:secret': {
    allow: NOBODY,
    request: () => send('/api/sms/delivery-reports/guessed-secret-0123456789abcdef', { id: 'ATXid_1', status: 'Success' }),
    refusedAs: allRefusedWith(404),
  },
  // Africa's Talking's USSD callback: answered only at the secret address, which no persona knows.
  'POST /api/ussd/:secret': {
    allow: NOBODY,
    request: () => ({ url: '/api/ussd/guessed-secret-0123456789abcdef', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'sessionId=m1&serviceCode=*384*7654%23&phoneNumber=%2B254712000000&text=' }),
    refusedAs: allRefusedWith(404),
  },
  // The USSD simulator acts as any phone: a development tool, never registered in production.
  'GET /dev/ussd-simulator': { allow: EVERYONE, request: () => get('/dev/ussd-simulator') },
  'GET /dev/ussd-simulator/phone.js': { allow: EVERYONE, request: () => get('/dev/ussd-simulator/phone.js') },
  'POST /dev/ussd-simulator/dial': {
    allow: EVERYONE,
    limit: 'none: a development tool, not registered when NODE_ENV=production',
    request: (_f, p) => send('/dev/ussd-simulator/dial', { sessionId: `SIM-matrix-${p}`, phoneNumber: '+254799000001', text: '' }),
  },
  'POST /api/vitals': { allow: EVERYONE, limit: '60 reports a minute per address (fixed)', request: () => send('/api/vitals', { name: 'LCP', value: 1200, page: '/' }) },
  'GET /api/admin/vitals': { allow: ADMIN, request: () => get('/api/admin/vitals') },

  // Accounts anyone may create or use
  'POST /api/login': { allow: EVERYONE, limit: 'RATE_LIMIT_LOGIN_PER_MINUTE, RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_HOUR', request: (f) => send('/api/login', { identifier: f.login.customer.username, password: PASSWORD }) },
  'POST /api/auth/userSignup': { allow: EVERYONE, limit: 'RATE_LIMIT_SIGNUP_PER_HOUR', request: (f) => send('/api/auth/userSignup', f.fresh.customerInput()) },
  'POST /api/signup': { allow: EVERYONE, limit: 'RATE_LIMIT_SIGNUP_PER_HOUR', request: (f) => send('/api/signup', f.fresh.partnerInput()) },
  'POST /api/driver/signup': { allow: EVERYONE, limit: 'RATE_LIMIT_SIGNUP_PER_HOUR', request: (f) => send('/api/driver/signup', f.fresh.driverInput()) },
  'POST /api/driver/login': { allow: EVERYONE, limit: 'RATE_LIMIT_LOGIN_PER_MINUTE, RATE_LIMIT_LOGIN_PER_ACCOUNT_PER_HOUR', request: (f) => send('/api/driver/login', { username: f.login.driver.username, password: PASSWORD }) },
  'POST /api/auth/request-reset': { allow: EVERYONE, limit: 'RATE_LIMIT_PER_MINUTE, RATE_LIMIT_RESET_PER_HOUR', request: (f) => send('/api/auth/request-reset', { email: f.login.customer.email, accountType: 'user' }) },
  'POST /api/auth/reset-password': {
    allow: EVERYONE,
    alsoOk: [400],
    limit: 'RATE_LIMIT_PER_MINUTE, RATE_LIMIT_RESET_ATTEMPTS_PER_HOUR',
    request: (f) => send('/api/auth/reset-password', { token: 'f'.repeat(64), email: f.login.customer.email, newPassword: 'another123', accountType: 'user' }),
  },
  'POST /api/auth/verify-email': { allow: EVERYONE, alsoOk: [400], limit: 'RATE_LIMIT_PER_MINUTE', request: () => send('/api/auth/verify-email', { token: 'f'.repeat(43) }) },
  'GET /api/auth/email-verification': { allow: ACCOUNTS, request: () => get('/api/auth/email-verification') },
  'POST /api/auth/email-verification': { allow: ACCOUNTS, request: () => send('/api/auth/email-verification') },
  'GET /api/me/language': { allow: ACCOUNTS, request: () => get('/api/me/language') },
  // English, which every persona already reads: the other entries' answers stay comparable.
  'PUT /api/me/language': { allow: ACCOUNTS, request: () => send('/api/me/language', { language: 'en' }) },
  'GET /api/push/key': { allow: ACCOUNTS, request: () => get('/api/push/key') },
  // A Mozilla endpoint with keys made here; signing up never sends anything to it.
  'POST /api/push/subscriptions': { allow: ACCOUNTS, request: () => send('/api/push/subscriptions', pushSubscription()) },
  'DELETE /api/push/subscriptions': { allow: ACCOUNTS, request: () => send('/api/push/subscriptions', { endpoint: pushSubscription().endpoint }) },
  'POST /api/driver/request-reset': { allow: EVERYONE, limit: 'RATE_LIMIT_PER_MINUTE, RATE_LIMIT_RESET_PER_HOUR', request: (f) => send('/api/driver/request-reset', { email: f.login.driver.email }) },
  'POST /api/driver/reset-password': { allow: EVERYONE, alsoOk: [400], limit: 'RATE_LIMIT_PER_MINUTE, RATE_LIMIT_RESET_ATTEMPTS_PER_HOUR', request: (f) => send('/api/driver/reset-password', { token: 'f'.repeat(64), email: f.login.driver.email, newPassword: 'another123' }) },
  'POST /api/send-email': { allow: EVERYONE, limit: 'RATE_LIMIT_PER_MINUTE, RATE_LIMIT_CONTACT_PER_HOUR', request: () => send('/api/send-email', { email: 'visitor@example.com', message: 'Hello from the matrix' }) },

  // The public catalogue and geography
  'GET /api/partners': { allow: EVERYONE, request: () => get('/api/partners') },
  'GET /api/partners/slug/:slug': { allow: EVERYONE, request: (f) => get(`/api/partners/slug/${f.a.slug}`) },
  'GET /api/partners/:id': {
    allow: EVERYONE,
    request: (f) => get(`/api/partners/${f.accounts.partnerA.id}`),
    check: (res, p, f) => {
      if (!OWNER_A_OR_ADMIN.includes(p as never)) expect(res.body, `${p} sees partner A's private fields`).not.toContain(f.a.email);
    },
  },
  'GET /api/partners/:id/reviews': { allow: EVERYONE, request: (f) => get(`/api/partners/${f.accounts.partnerA.id}/reviews`) },
  'GET /api/products/:id/reviews': { allow: EVERYONE, request: (f) => get(`/api/products/${f.a.productId}/reviews`) },
  'GET /api/all-products': { allow: EVERYONE, request: () => get('/api/all-products') },
  'GET /api/product/search': { allow: EVERYONE, request: () => get('/api/product/search', { subcategory: 'chips' }) },
  'GET /api/products/by-shop/:shop': { allow: EVERYONE, request: (f) => get(`/api/products/by-shop/${f.a.slug}`) },
  'GET /api/products-by-partner/:partnerId': { allow: EVERYONE, request: (f) => get(`/api/products-by-partner/${f.accounts.partnerA.id}`) },
  'GET /api/products': { allow: EVERYONE, request: (f) => get('/api/products', { partnerId: f.accounts.partnerA.id }) },
  'GET /api/store-status': { allow: EVERYONE, request: (f) => get('/api/store-status', { ids: f.accounts.partnerA.id }) },
  'GET /api/products/:id': { allow: EVERYONE, request: (f) => get(`/api/products/${f.a.productId}`) },
  'GET /api/storefront': { allow: EVERYONE, request: () => get('/api/storefront') },
  'GET /api/catalog/facets': { allow: EVERYONE, request: () => get('/api/catalog/facets') },
  'GET /api/search': { allow: EVERYONE, request: () => get('/api/search', { q: 'chips' }) },
  'GET /api/promotions': { allow: EVERYONE, request: () => get('/api/promotions') },
  'GET /api/distance': { allow: EVERYONE, request: () => get('/api/distance', { origins: '-1.2833,36.8167', destinations: '-1.2921,36.8219' }) },
  'GET /api/geocode': { allow: EVERYONE, request: () => get('/api/geocode', { address: 'Nakuru' }) },
  'GET /api/geocode/reverse': { allow: EVERYONE, request: () => get('/api/geocode/reverse', { lat: '-0.3031', lng: '36.0800' }) },
  'GET /api/geo/config': { allow: EVERYONE, request: () => get('/api/geo/config') },
  // The M-Pesa routes themselves exist only with M-Pesa on; who may use them: modules/payments/mpesa-checkout.routes.test.ts
  // and, for 'Retry refund' (admin only), modules/payments/mpesa-refunds.routes.test.ts.
  'GET /api/payments/methods': { allow: EVERYONE, request: () => get('/api/payments/methods') },
  'POST /api/delivery/quote': {
    allow: EVERYONE,
    limit: 'none: it stores nothing; it reads prices and shop locations, and online distance services are throttled to one call a second',
    request: (f) => send('/api/delivery/quote', { items: [{ product: f.a.productId, quantity: 1 }], delivery: { town: 'Nairobi', location: '-1.2921,36.8219', option: 'platform' } }),
    // The Sokoni credit line is for the customer whose token it is, and for nobody else.
    check: (res, p) => expect(res.json().creditUsed === undefined).toBe(!(CUSTOMERS as readonly string[]).includes(p)),
  },

  // Reviews: any customer, nobody else
  'POST /api/partners/:id/rate': { allow: CUSTOMERS, request: (f) => send(`/api/partners/${f.accounts.partnerA.id}/rate`, { rating: 4 }) },
  'POST /api/partners/:id/comments': { allow: CUSTOMERS, request: (f) => send(`/api/partners/${f.accounts.partnerA.id}/comments`, { comment: 'Friendly shop' }) },
  'POST /api/products/:id/rate': { allow: CUSTOMERS, request: (f) => send(`/api/products/${f.a.productId}/rate`, { rating: 5 }) },
  'POST /api/products/:id/comments': { allow: CUSTOMERS, request: (f) => send(`/api/products/${f.a.productId}/comments`, { comment: 'Crispy' }) },

  // Customers: their own account, locations and orders
  'GET /api/user/me': { allow: CUSTOMERS, request: () => get('/api/user/me'), check: (res) => res.statusCode === 200 && expect(typeof res.json().creditBalance).toBe('number') },
  'PUT /api/user/update-profile': { allow: CUSTOMERS, request: () => send('/api/user/update-profile', { town: 'Nairobi' }) },
  'GET /api/users/getSavedLocations/:userId': { allow: ['customerA'], request: (f) => get(`/api/users/getSavedLocations/${f.accounts.customerA.id}`) },
  'POST /api/users/addSavedLocation': {
    allow: ['customerA'],
    request: (f) => send('/api/users/addSavedLocation', { userId: f.accounts.customerA.id, locationData: { label: 'Office', town: 'Nairobi', location: '-1.2864,36.8172' } }),
  },
  'PUT /api/users/savedLocations/:locationId/address': {
    allow: ['customerA'],
    request: (f) => send(`/api/users/savedLocations/${f.a.locationId}/address`, { landmark: 'Opposite Naivas, blue gate' }),
  },
  'POST /api/orders/place': { allow: ['customerA'], request: (f) => send('/api/orders/place', f.a.orderPayload) },
  'GET /api/orders/my-orders': { allow: CUSTOMERS, request: () => get('/api/orders/my-orders') },
  'GET /api/orders/:id': { allow: ORDER_A_PARTIES, request: (f) => get(`/api/orders/${f.a.orderId}`) },
  'POST /api/orders/:id/problems': { allow: ['customerA'], alsoOk: [409], request: (f) => send(`/api/orders/${f.a.orderId}/problems`, { kind: 'late' }) },
  'POST /api/orders/:id/tip': { allow: ['customerA'], alsoOk: [409], request: (f) => send(`/api/orders/${f.a.orderId}/tip`, { amount: 50 }) },
  'POST /api/orders/:id/rider-rating': { allow: ['customerA'], alsoOk: [409], request: (f) => send(`/api/orders/${f.a.orderId}/rider-rating`, { rating: 5 }) },
  'GET /api/orders/:id/reorder': { allow: ['customerA'], request: (f) => get(`/api/orders/${f.a.orderId}/reorder`) },
  'GET /api/orders/:id/problems': { allow: ['customerA', 'partnerA', 'admin'], request: (f) => get(`/api/orders/${f.a.orderId}/problems`) },
  'GET /api/partner/problems': { allow: PARTNER_ACCOUNTS, request: () => get('/api/partner/problems') },
  'POST /api/problems/:id/answer': { allow: ['partnerA'], request: async (f) => send(`/api/problems/${await f.fresh.problem()}/answer`, { message: 'We are sorry' }) },
  'GET /api/admin/problems': { allow: ADMIN, request: () => get('/api/admin/problems') },
  'POST /api/admin/problems/:id/resolve': {
    allow: ADMIN,
    // Money back as credit: the delivery fee, debited from the platform (order A's lines are not in the 'late' report).
    request: async (f) => send(`/api/admin/problems/${await f.fresh.problem()}/resolve`, { outcome: 'credit', includeDeliveryFee: true, feePaidBy: 'platform' }),
  },
  'GET /api/orders/:id/status': { allow: ORDER_A_PARTIES, request: (f) => get(`/api/orders/${f.a.orderNumber}/status`) },
  'GET /api/order/:id/status': { allow: ORDER_A_PARTIES, request: (f) => get(`/api/order/${f.a.orderId}/status`) },
  'GET /api/suborders/:id': { allow: ORDER_A_PARTIES, request: (f) => get(`/api/suborders/${f.a.subOrderId}`) },
  // Confirming closes the order, so customer A confirms a ready order of their own made for the purpose.
  'PUT /api/orders/:id/confirm-delivery': {
    allow: ['customerA'],
    request: async (f, p) => send(`/api/orders/${p === 'customerA' ? await f.fresh.readyOrder() : f.a.orderId}/confirm-delivery`),
  },

  // Stores: their own record, products, orders and notifications
  'GET /api/partner': { allow: PARTNER_ACCOUNTS, request: () => get('/api/partner') },
  'PUT /api/partners/:id': { allow: OWNER_A_OR_ADMIN, request: (f) => send(`/api/partners/${f.accounts.partnerA.id}`, { description: 'Hot chips all day' }) },
  'POST /api/upload-profile-image': {
    allow: OWNER_A_OR_ADMIN,
    request: (f) => ({ url: '/api/upload-profile-image', ...multipart({ partnerId: f.accounts.partnerA.id }, [{ field: 'profileImage', filename: 'shop.png', type: 'image/png', data: f.png }]) }),
  },
  'POST /api/upload-business-permit': {
    allow: OWNER_A_OR_ADMIN,
    request: (f) => ({ url: '/api/upload-business-permit', ...multipart({ partnerId: f.accounts.partnerA.id }, [{ field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: PDF }]) }),
  },
  'POST /api/products': {
    allow: ['partnerA'],
    request: (f) => send('/api/products', { name: 'Masala Chips', price: '150', brand: 'House', category: 'Food', quantity: '1', inventory: '10', description: 'Spicy', shopId: f.accounts.partnerA.id }),
  },
  'PUT /api/products/:id': { allow: OWNER_A_OR_ADMIN, request: (f) => send(`/api/products/${f.a.productId}`, { description: 'Still crispy' }) },
  'PUT /api/products/:id/availability': { allow: OWNER_A_OR_ADMIN, request: (f) => send(`/api/products/${f.a.productId}/availability`, { available: true }) },
  'PUT /api/partners/:id/hours': { allow: ['partnerA'], request: (f) => send(`/api/partners/${f.accounts.partnerA.id}/hours`, { week: ALL_DAY_WEEK, closures: [] }) },
  // The pause is lifted by the very next entry, so the orders later entries place still reach shop A.
  'POST /api/partners/:id/pause': { allow: ['partnerA'], request: (f) => send(`/api/partners/${f.accounts.partnerA.id}/pause`, { minutes: 15 }) },
  'DELETE /api/partners/:id/pause': { allow: ['partnerA'], request: (f) => send(`/api/partners/${f.accounts.partnerA.id}/pause`) },
  'DELETE /api/products/:id': { allow: OWNER_A_OR_ADMIN, request: async (f) => send(`/api/products/${await f.fresh.product()}`) },
  'GET /api/partners/:id/orders': { allow: OWNER_A_OR_ADMIN, request: (f) => get(`/api/partners/${f.accounts.partnerA.id}/orders`) },
  'GET /api/partners/:id/sales': { allow: OWNER_A_OR_ADMIN, request: (f) => get(`/api/partners/${f.accounts.partnerA.id}/sales`) },
  'PUT /api/partners/:id/prep-time': { allow: ['partnerA'], request: (f) => send(`/api/partners/${f.accounts.partnerA.id}/prep-time`, { minutes: 20 }) },
  'GET /api/delivery/slots': { allow: EVERYONE, request: (f) => get('/api/delivery/slots', { products: f.a.productId }) },
  'POST /api/orders/:id/cancel': { allow: ['customerA'], request: async (f) => send(`/api/orders/${await f.fresh.order()}/cancel`) },
  // Order A was not declined: its customer may ask, and is told there is nothing to decide.
  'POST /api/orders/:id/after-decline': { allow: ['customerA'], alsoOk: [409], request: (f) => send(`/api/orders/${f.a.orderId}/after-decline`, { choice: 'continue' }) },
  // Order A is past Pending: its shop may decline only a new order, and is told so.
  'POST /api/suborders/:id/decline': { allow: ['partnerA'], alsoOk: [409], request: (f) => send(`/api/suborders/${f.a.subOrderId}/decline`, { reason: 'too busy' }) },
  // Order A is past the shop's hands: its shop may propose only while it prepares, and is told so.
  'POST /api/suborders/:id/substitutions': {
    allow: ['partnerA'],
    alsoOk: [404, 409],
    request: (f) => send(`/api/suborders/${f.a.subOrderId}/substitutions`, { itemId: f.a.productId, replacementProductId: f.a.productId }),
  },
  'GET /api/orders/:id/substitutions': { allow: ORDER_A_PARTIES, request: (f) => get(`/api/orders/${f.a.orderId}/substitutions`) },
  // No substitution exists with this id: everybody is refused (the route's own tests cover who may answer one).
  'POST /api/substitutions/:id/answer': { allow: NOBODY, request: () => send('/api/substitutions/0123456789abcdef01234567/answer', { approve: true }) },
  'PUT /api/suborders/:id/status': { allow: ['partnerA', 'driverA'], alsoOk: [409], request: (f) => send(`/api/suborders/${f.a.subOrderId}/status`, { status: 'Preparing' }) },
  'GET /api/partner-notifications/:partnerId': { allow: ['partnerA'], request: (f) => get(`/api/partner-notifications/${f.accounts.partnerA.id}`) },
  'PATCH /api/partner-notifications/read-all': { allow: PARTNER_ACCOUNTS, request: () => send('/api/partner-notifications/read-all') },
  'POST /api/partner-notifications/:id/acknowledge': { allow: ['partnerA'], request: (f) => send(`/api/partner-notifications/${f.a.notificationId}/acknowledge`) },
  'PATCH /api/partner-notifications/:id/read': { allow: ['partnerA'], request: (f) => send(`/api/partner-notifications/${f.a.notificationId}/read`) },
  'DELETE /api/partner-notifications/:id': { allow: ['partnerA'], request: async (f) => send(`/api/partner-notifications/${await f.fresh.notification()}`) },
  'GET /api/admin/partners/:id/business-permit': { allow: OWNER_A_OR_ADMIN, request: (f) => get(`/api/admin/partners/${f.accounts.partnerA.id}/business-permit`) },

  // Drivers: their own profile and lists, the orders they were given
  'GET /api/driver/profile': { allow: DRIVERS, request: () => get('/api/driver/profile') },
  'POST /api/driver/documents': {
    allow: DRIVERS,
    request: (f) => ({ url: '/api/driver/documents', ...multipart({}, [{ field: 'licencePhoto', filename: 'licence.png', type: 'image/png', data: f.png }]) }),
  },
  'GET /api/admin/drivers/:id/documents/:kind': { allow: ADMIN, request: (f) => get(`/api/admin/drivers/${f.accounts.driverA.id}/documents/id-photo`) },
  'PUT /api/driver/update-profile': { allow: DRIVERS, request: () => send('/api/driver/update-profile', { currentLocation: { town: 'Nairobi', location: '-1.2921,36.8219' } }) },
  'PUT /api/driver/updates-profile': { allow: DRIVERS, request: () => send('/api/driver/updates-profile', { currentLocation: { town: 'Nairobi', location: '-1.2921,36.8219' } }) },
  'GET /api/driver-notifications/:driverId': { allow: ['driverA'], request: (f) => get(`/api/driver-notifications/${f.accounts.driverA.id}`) },
  'GET /api/driver-orders/:orderId': { allow: ['driverA'], request: (f) => get(`/api/driver-orders/${f.a.orderId}`) },
  'GET /api/driver-active-orders/:driverId': { allow: ['driverA'], request: (f) => get(`/api/driver-active-orders/${f.accounts.driverA.id}`) },
  'GET /api/driver-completed-orders/:driverId': { allow: ['driverA'], request: (f) => get(`/api/driver-completed-orders/${f.accounts.driverA.id}`) },
  'PUT /api/orders/:id/assign-driver': {
    allow: ['driverA'],
    refusedAs: { driverB: [409] },
    request: (f, p) => send(`/api/orders/${f.a.orderId}/assign-driver`, { driverId: f.accounts[p === 'visitor' ? 'driverA' : p].id, action: 'accept' }),
  },
  'PUT /api/orders/:id/mark-delivered': { allow: ['driverA'], alsoOk: [400, 409], request: (f) => send(`/api/orders/${f.a.orderId}/mark-delivered`, {}) },
  'GET /api/driver/availability': { allow: DRIVERS, request: () => get('/api/driver/availability') },
  'PUT /api/driver/availability': { allow: DRIVERS, request: () => send('/api/driver/availability', { online: false }) },
  'PUT /api/driver/location': { allow: DRIVERS, alsoOk: [409], request: () => send('/api/driver/location', { lat: -1.2921, lng: 36.8219 }) },
  'PUT /api/orders/:id/deliver-without-pin': { allow: ['driverA'], alsoOk: [400], request: (f) => send(`/api/orders/${f.a.orderId}/deliver-without-pin`, { note: 'Left with the caretaker at the gate' }) },
  'GET /api/orders/:id/tracking': { allow: ['customerA', 'admin'], request: (f) => get(`/api/orders/${f.a.orderId}/tracking`) },

  // The operator's console
  'GET /api/admin/overview': { allow: ADMIN, request: () => get('/api/admin/overview') },
  'GET /api/admin/partners': { allow: ADMIN, request: () => get('/api/admin/partners') },
  'GET /api/admin/partners/:id': { allow: ADMIN, request: (f) => get(`/api/admin/partners/${f.accounts.partnerA.id}`) },
  'POST /api/admin/partners/:id/verify': { allow: ADMIN, request: adminAct((id) => `/api/admin/partners/${id}/verify`, (f) => f.fresh.partner(), (f) => f.accounts.partnerA.id) },
  'POST /api/admin/partners/:id/suspend': { allow: ADMIN, request: adminAct((id) => `/api/admin/partners/${id}/suspend`, (f) => f.fresh.partner(), (f) => f.accounts.partnerA.id, reason) },
  'POST /api/admin/partners/:id/reinstate': { allow: ADMIN, request: adminAct((id) => `/api/admin/partners/${id}/reinstate`, (f) => f.fresh.partner(true), (f) => f.accounts.partnerA.id, reason) },
  'POST /api/admin/partners/:id/pause': { allow: ADMIN, request: adminAct((id) => `/api/admin/partners/${id}/pause`, (f) => f.fresh.partner(), (f) => f.accounts.partnerA.id, { minutes: 15, ...reason }) },
  'DELETE /api/admin/partners/:id/pause': { allow: ADMIN, alsoOk: [409], request: adminAct((id) => `/api/admin/partners/${id}/pause`, (f) => f.fresh.partner(), (f) => f.accounts.partnerA.id) },
  'GET /api/admin/drivers': { allow: ADMIN, request: () => get('/api/admin/drivers', { status: 'Approved' }) },
  'GET /api/admin/drivers/ratings': { allow: ADMIN, request: () => get('/api/admin/drivers/ratings') },
  'POST /api/admin/drivers/:id/approve': { allow: ADMIN, request: adminAct((id) => `/api/admin/drivers/${id}/approve`, (f) => f.fresh.driver(), (f) => f.accounts.driverB.id) },
  'POST /api/admin/drivers/:id/reject': { allow: ADMIN, request: adminAct((id) => `/api/admin/drivers/${id}/reject`, (f) => f.fresh.driver(), (f) => f.accounts.driverA.id, reason) },
  'POST /api/admin/drivers/:id/suspend': { allow: ADMIN, request: adminAct((id) => `/api/admin/drivers/${id}/suspend`, (f) => f.fresh.driver(), (f) => f.accounts.driverA.id, reason) },
  'POST /api/admin/drivers/:id/reinstate': { allow: ADMIN, request: adminAct((id) => `/api/admin/drivers/${id}/reinstate`, (f) => f.fresh.driver(true), (f) => f.accounts.driverA.id) },
  'GET /api/admin/customers': { allow: ADMIN, request: () => get('/api/admin/customers') },
  'POST /api/admin/customers/:id/suspend': { allow: ADMIN, request: adminAct((id) => `/api/admin/customers/${id}/suspend`, (f) => f.fresh.customer(), (f) => f.accounts.customerA.id, reason) },
  'POST /api/admin/customers/:id/reinstate': { allow: ADMIN, request: adminAct((id) => `/api/admin/customers/${id}/reinstate`, (f) => f.fresh.customer(true), (f) => f.accounts.customerA.id) },
  'GET /api/admin/orders': { allow: ADMIN, request: (f) => get('/api/admin/orders', { shop: f.accounts.partnerA.id }) },
  'GET /api/admin/orders/:id': { allow: ADMIN, request: (f) => get(`/api/admin/orders/${f.a.orderId}`) },
  'GET /api/admin/deliveries/attention': { allow: ADMIN, request: () => get('/api/admin/deliveries/attention', { status: 'all' }) },
  'POST /api/admin/deliveries/:id/review': { allow: ADMIN, request: adminAct((id) => `/api/admin/deliveries/${id}/review`, lockedAtTheDoor, (f) => f.a.orderId, {}) },
  'POST /api/admin/deliveries/:id/unlock-pin': { allow: ADMIN, request: adminAct((id) => `/api/admin/deliveries/${id}/unlock-pin`, lockedAtTheDoor, (f) => f.a.orderId, reason) },
  'POST /api/admin/deliveries/:id/confirm-delivered': {
    allow: ADMIN,
    request: adminAct((id) => `/api/admin/deliveries/${id}/confirm-delivered`, lockedAtTheDoor, (f) => f.a.orderId, reason),
  },
  'POST /api/admin/orders/:id/cancel': { allow: ADMIN, request: adminAct((id) => `/api/admin/orders/${id}/cancel`, (f) => f.fresh.order(), (f) => f.a.orderId, reason) },
  'GET /api/admin/messages': { allow: ADMIN, request: () => get('/api/admin/messages', { handled: 'false' }) },
  'POST /api/admin/messages/:id/handled': { allow: ADMIN, request: async (f) => send(`/api/admin/messages/${await f.fresh.message()}/handled`) },
  'PUT /api/admin/promotions': { allow: ADMIN, request: () => send('/api/admin/promotions', { banner: ['Matrix banner'], marquee: ['Matrix marquee'] }) },
  'GET /api/admin/audit': { allow: ADMIN, request: () => get('/api/admin/audit') },
  'GET /api/admin/promos': { allow: ADMIN, request: () => get('/api/admin/promos') },
  'POST /api/admin/promos': { allow: ADMIN, request: () => send('/api/admin/promos', { code: `MATRIX${Date.now()}`, kind: 'percent', value: 10, fundedBy: 'platform' }) },
  'POST /api/admin/promos/:id/pause': { allow: ADMIN, request: async (f) => send(`/api/admin/promos/${await f.fresh.promo()}/pause`) },
  'POST /api/admin/promos/:id/resume': { allow: ADMIN, request: async (f) => send(`/api/admin/promos/${await f.fresh.promo()}/resume`) },
  'GET /api/admin/promos/:id/uses': { allow: ADMIN, request: async (f) => get(`/api/admin/promos/${await f.fresh.promo()}/uses`) },

  // Money: statements are the account's own or the admin's; the admin's money actions are audited
  'GET /api/partner/statement': { allow: OWNER_A_OR_ADMIN, request: (f) => get('/api/partner/statement', { partnerId: f.accounts.partnerA.id }) },
  'GET /api/driver/statement': { allow: ['driverA', 'admin'], request: (f) => get('/api/driver/statement', { driverId: f.accounts.driverA.id }) },
  'GET /api/driver/cash': { allow: DRIVERS, request: () => get('/api/driver/cash') },
  'GET /api/driver/ratings': { allow: DRIVERS, request: () => get('/api/driver/ratings') },
  // Order A is driver A's but not delivered yet: the tip is refused for the order's state (409), never for who asks.
  'POST /api/driver/orders/:id/cash-tip': { allow: ['driverA'], alsoOk: [409], request: (f) => send(`/api/driver/orders/${f.a.orderId}/cash-tip`, { amount: 50 }) },
  'GET /api/admin/balances': { allow: ADMIN, request: () => get('/api/admin/balances') },
  'GET /api/admin/reconciliation': { allow: ADMIN, request: () => get('/api/admin/reconciliation') },
  'PUT /api/admin/partners/:id/commission': { allow: ADMIN, request: adminAct((id) => `/api/admin/partners/${id}/commission`, (f) => f.fresh.partner(), (f) => f.accounts.partnerA.id, { commissionPercent: 8, ...reason }) },
  // Nothing is due to partner A here, so the admin's payout is refused for its amount (409), never for who asks.
  'POST /api/admin/payouts/recorded': { allow: ADMIN, alsoOk: [409], request: (f) => send('/api/admin/payouts/recorded', { accountKind: 'driver', accountId: f.accounts.driverA.id, channel: 'bank', reference: 'Matrix transfer' }) },
  // M-Pesa payouts: refused for M-Pesa being off or nothing being due (409), or an unknown payout (404), never for who asks.
  'GET /api/admin/money/settings': { allow: ADMIN, request: () => get('/api/admin/money/settings') },
  'GET /api/admin/payouts': { allow: ADMIN, request: () => get('/api/admin/payouts', { status: 'Failed' }) },
  'POST /api/admin/payouts': { allow: ADMIN, alsoOk: [409], request: (f) => send('/api/admin/payouts', { accountKind: 'partner', accountId: f.accounts.partnerA.id }) },
  'POST /api/admin/payouts/:id/retry': { allow: ADMIN, alsoOk: [404, 409], request: () => send(`/api/admin/payouts/${'f'.repeat(24)}/retry`) },
  'POST /api/admin/payouts/:id/reversal': { allow: ADMIN, alsoOk: [404, 409], request: () => send(`/api/admin/payouts/${'f'.repeat(24)}/reversal`, reason) },
  'GET /api/admin/partners/:id/commission': { allow: ADMIN, request: (f) => get(`/api/admin/partners/${f.accounts.partnerA.id}/commission`) },
  'POST /api/admin/ledger/adjustments': { allow: ADMIN, request: (f) => send('/api/admin/ledger/adjustments', { accountKind: 'partner', accountId: f.accounts.partnerA.id, amount: 1, ...reason }) },
  // Driver A holds no cash, so the admin's hand-over is refused for its amount (409), never for who asks.
  'POST /api/admin/drivers/:id/cash-handovers': { allow: ADMIN, alsoOk: [409], request: (f) => send(`/api/admin/drivers/${f.accounts.driverA.id}/cash-handovers`, { amount: 100, reference: 'Matrix receipt' }) },
};

let f: AuthorizationFixture;
beforeAll(async () => {
  f = await createAuthorizationFixture();
});
afterAll(async () => {
  await f?.close();
});

const keyOf = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

describe('authorisation matrix', () => {
  it('has an entry for every registered route, and no entry for a route that is gone', () => {
    const registered = new Set(f.t.app.registeredRoutes.map((r) => keyOf(r.method, r.url)));
    expect([...registered].filter((key) => !(key in MATRIX)), 'routes without an entry in the matrix').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.has(key)), 'entries without a route').toEqual([]);
  });

  it('names the rate limit of every write a visitor may make', () => {
    const unguarded = Object.entries(MATRIX).filter(([key, entry]) => !key.startsWith('GET ') && entry.allow.includes('visitor') && !entry.limit);
    expect(unguarded.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const entry = MATRIX[key]!;
    const method = key.slice(0, key.indexOf(' ')) as InjectOptions['method'];
    const wrong: string[] = [];
    for (const persona of PERSONAS) {
      const request = await entry.request(f, persona);
      const res = await f.t.call({ ...request, method, token: f.tokenOf(persona), remoteAddress: REMOTE });
      const allowed = entry.allow.includes(persona);
      const status = res.statusCode;
      const ok = allowed
        ? (status >= 200 && status < 400) || (entry.alsoOk ?? []).includes(status)
        : (entry.refusedAs?.[persona] ?? (persona === 'visitor' ? [401] : [403, 404])).includes(status);
      if (!ok) wrong.push(`${persona}: expected ${allowed ? 'allowed' : 'refused'}, got ${status} ${res.body.slice(0, 160)}`);
      else entry.check?.(res, persona, f);
    }
    expect(wrong).toEqual([]);
  });

  it("leaves A's data as only the allowed callers changed it", async () => {
    const db = f.t.database.db;
    const [store] = await db.select().from(partners).where(eq(partners.id, f.accounts.partnerA.id));
    expect(store).toMatchObject({ suspended: false, verified: false });
    expect(await db.select({ id: products.id }).from(products).where(eq(products.id, f.a.productId))).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, f.a.orderId));
    expect(order).toMatchObject({ status: 'ReadyForPickup', assignedDriverId: f.accounts.driverA.id });
    expect(await db.select({ id: savedLocations.id }).from(savedLocations).where(eq(savedLocations.id, f.a.locationId))).toHaveLength(1);
  });

  it('never serves a business permit as a public file', async () => {
    const detail = await f.t.call({ method: 'GET', url: `/api/admin/partners/${f.accounts.partnerA.id}`, token: f.accounts.admin.token });
    const path = detail.json().businessPermit as string;
    expect(path).toMatch(/^\/uploads\/permits\//);
    for (const persona of PERSONAS) {
      expect((await f.t.call({ method: 'GET', url: path, token: f.tokenOf(persona), remoteAddress: REMOTE })).statusCode).toBe(404);
    }
  });
});
