import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../plugins/authenticate.ts';
import type { Catalog } from './catalog.module.ts';
import type { RateLimitConfig } from '../../config.ts';
import type { RateLimiter } from '../../plugins/rate-limit/rate-limiter.ts';
import { productRoutes } from './product.routes.ts';
import { reviewRoutes } from './review.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { storeRoutes } from './store.routes.ts';
import { storeStatusRoutes } from './store-status.routes.ts';
import { storefrontRoutes } from './storefront.routes.ts';

/** Stores, products, storefront, search, ratings and reviews. */
export function catalogRoutes(deps: { auth: Authenticator; catalog: Catalog; limiter: RateLimiter; limits: RateLimitConfig }) {
  const { auth, catalog } = deps;
  return async function (app: FastifyInstance) {
    await app.register(storeRoutes({ stores: catalog.stores }));
    await app.register(storeStatusRoutes({ stores: catalog.stores }));
    await app.register(productRoutes({ products: catalog.products }));
    await app.register(storefrontRoutes({ storefront: catalog.storefront, facets: catalog.facets, answers: catalog.answers }));
    await app.register(searchRoutes({ search: catalog.search, answers: catalog.answers }));
    await app.register(reviewRoutes({ auth, reviews: catalog.reviews, limiter: deps.limiter, limits: deps.limits }));
  };
}
