import type { PromoTerms } from '@sokoni/domain/promo-rules';
import type { PromoWithShop } from './promos.repository.ts';

/** A stored code as the domain's promo rules read it; the admin's answer is built on it too. */
export const termsOf = (row: PromoWithShop): PromoTerms => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minOrder: row.minOrder,
  maxDiscount: row.maxDiscount,
  totalUses: row.totalUses,
  perCustomer: row.perCustomer,
  firstOrderOnly: row.firstOrderOnly,
  validFrom: row.validFrom,
  validTo: row.validTo,
  partnerId: row.partnerId,
  paused: row.pausedAt !== null,
  usedCount: row.usedCount,
});
