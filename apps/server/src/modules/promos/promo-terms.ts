import type { PromoTerms } from '@sokoni/domain/promo-rules';
import type { PromoWithShop } from './promos.repository.ts';

/** A stored code as the domain's promo rules read it. */
export const termsOf = (row: PromoWithShop): PromoTerms => ({
  code: row.code,
  kind: row.kind,
  valueHundredths: row.valueHundredths,
  minOrderCents: row.minOrderCents,
  maxDiscountCents: row.maxDiscountCents,
  totalUses: row.totalUses,
  perCustomer: row.perCustomer,
  firstOrderOnly: row.firstOrderOnly,
  validFrom: row.validFrom,
  validTo: row.validTo,
  partnerId: row.partnerId,
  paused: row.pausedAt !== null,
  usedCount: row.usedCount,
});
