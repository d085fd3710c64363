import type { Db } from '../../db/client.ts';
import { createPromoCheckout } from './promo-checkout.ts';
import { createPromoRepository } from './promos.repository.ts';
import { createPromoService } from './promos.service.ts';

/** Promo codes: the admin's side, and the checkout's. */
export function createPromos(deps: { db: Db }) {
  return {
    service: createPromoService({ promos: createPromoRepository(deps.db) }),
    checkout: createPromoCheckout({ db: deps.db }),
  };
}
export type Promos = ReturnType<typeof createPromos>;
