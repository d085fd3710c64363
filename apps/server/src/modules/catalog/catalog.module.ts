import type { Db } from '../../db/client.ts';
import type { GeoProvider } from '../../providers/geo/geo-provider.ts';
import { createStoreReachRepository } from './store-reach.repository.ts';
import { createStoreReachService, type ReachSettings } from './store-reach.service.ts';
import { createFacetNames } from './facet-names.ts';
import { createFacetRepository } from './facet.repository.ts';
import { createFacetService } from './facet.service.ts';
import { createProductRepository } from './product.repository.ts';
import { createProductService } from './product.service.ts';
import { createReviewRepository } from './review.repository.ts';
import { createReviewService } from './review.service.ts';
import { createSearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';
import { createSpellingRepository } from './spelling.repository.ts';
import { createStoreRepository } from './store.repository.ts';
import { createStoreService } from './store.service.ts';
import { createStoreRatingsRepository } from '../partner/store-ratings.repository.ts';
import { createStorefrontService } from './storefront.service.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import type { ChangeHandlers } from '../../db/client.ts';

/** The catalogue's repositories and services, wired once by the composition root (services.ts). */
/** `geo` and `reach` price and sort lists by the distance to a customer's place. */
/** `textSearch`: the PostgreSQL search pool (Database.textSearch), when there is one. */
/** `answerTtlMs`: how long public answers are kept (CATALOGUE_CACHE_MS; 0 keeps none). */
export function createCatalog(db: Db, options: { geo: Pick<GeoProvider, 'canonicalTown'>; reach: ReachSettings; textSearch?: Db; answerTtlMs?: number }) {
  const spelling = createSpellingRepository(db, options.textSearch);
  const repos = {
    spelling,
    products: createProductRepository(db),
    stores: createStoreRepository(db),
    facets: createFacetRepository(db),
    search: createSearchRepository(db, options.textSearch),
    reviews: createReviewRepository(db),
  };
  const facetNames = createFacetNames(repos.facets);
  const answers = createAnswerCache({ ttlMs: options.answerTtlMs ?? 0 });
  /** What the catalogue tables' change notifications reach (app.ts listens). */
  const changes: ChangeHandlers = {
    changed() {
      facetNames.forget();
      answers.changed();
    },
    gap() {
      facetNames.forget();
      repos.products.forgetRows();
      answers.gap();
    },
  };
  const reach = createStoreReachService({ pins: createStoreReachRepository(db), geo: options.geo, settings: options.reach });
  return {
    repos,
    reach,
    answers,
    changes,
    stores: createStoreService({ stores: repos.stores, ratings: createStoreRatingsRepository(db), reach }),
    products: createProductService({ products: repos.products, stores: repos.stores }),
    storefront: createStorefrontService({ products: repos.products, stores: repos.stores, spelling, reach }),
    facets: createFacetService({ facets: repos.facets, facetNames, stores: repos.stores }),
    search: createSearchService({ search: repos.search, facetNames, reach }),
    reviews: createReviewService({ reviews: repos.reviews }),
  };
}
export type Catalog = ReturnType<typeof createCatalog>;
