import type { PromoShops } from '../promos/promo-checkout.ts';
import type { ShopGroup } from './cart.ts';

/** Each shop's items as the promo rule reads them. */
export const promoShopsOf = (groups: readonly ShopGroup[]): PromoShops =>
  groups.map((g) => ({ partnerId: g.shop.id, shopName: g.shop.businessName, totalCents: g.totalCents }));
