import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { Admin } from './admin.module.ts';
import { adminAccountRoutes } from './admin-accounts.routes.ts';
import { adminConsoleRoutes } from './admin-console.routes.ts';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { adminPartnerRoutes } from './admin-partners.routes.ts';
import { promotionRoutes } from './promotions.routes.ts';
import { deliveryAttentionRoutes } from './delivery-attention.routes.ts';

/** Every /api/admin route (admin only, except a store reading its own permit) and the public promotions. */
export function adminRoutes(deps: { auth: Authenticator; admin: Admin }) {
  const { auth, admin } = deps;
  return async function (app: FastifyInstance) {
    await app.register(adminConsoleRoutes({ auth, overview: admin.overview, messages: admin.messages, audit: admin.audit }));
    await app.register(adminPartnerRoutes({ auth, partners: admin.partners }));
    await app.register(adminAccountRoutes({ auth, drivers: admin.drivers, customers: admin.customers }));
    await app.register(adminOrderRoutes({ auth, orders: admin.orders }));
    await app.register(promotionRoutes({ auth, promotions: admin.promotions }));
    await app.register(deliveryAttentionRoutes({ auth, attention: admin.deliveryAttention }));
  };
}
