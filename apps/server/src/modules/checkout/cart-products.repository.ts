import { eq, sql } from 'drizzle-orm';
import type { TStoreHours } from '@sokoni/domain/opening-hours';
import type { OptionGroup } from '@sokoni/domain/product-options';
import type { DbOrTx } from '../../db/client.ts';
import { partners, products } from '../../db/schema/index.ts';

export interface CartShop {
  id: string;
  businessName: string;
  town: string;
  location: string;
  suspended: boolean;
  role: 'partner' | 'admin';
  openingHours: TStoreHours | null;
  pausedUntil: Date | null;
  /** Minutes before a scheduled order's slot the shop is alerted. */
  prepMinutes: number;
  /** Its own delivery radius, km; null means DELIVERY_RADIUS_KM. */
  deliveryRadiusKm: number | null;
}
export interface CartProduct {
  id: string;
  name: string;
  priceCents: number;
  discountedPriceCents: number;
  inventory: number;
  /** The shop's own maximum per order, if it set one. */
  maxPerOrder: number | null;
  soldOut: boolean;
  soldOutUntil: Date | null;
  /** Its option groups, price changes in cents; [] without. */
  options: OptionGroup[];
  shop: CartShop;
}

/** A shop as checkout reads it: the columns of CartShop, for every query that prices a delivery. */
export const cartShopColumns = {
  id: partners.id,
  businessName: partners.businessName,
  town: partners.town,
  location: partners.location,
  suspended: partners.suspended,
  role: partners.role,
  openingHours: partners.openingHours,
  pausedUntil: partners.pausedUntil,
  prepMinutes: partners.prepMinutes,
  deliveryRadiusKm: partners.deliveryRadiusKm,
};

/**
 * The products a cart names, with the shop each belongs to; prices always come from here.
 * Every quote and every order reads this, so the query is prepared once (a named statement on
 * PostgreSQL) and takes the ids as one array.
 */
export function createCartProductRepository(db: DbOrTx) {
  const forCart = db
    .select({
      id: products.id,
      name: products.name,
      priceCents: products.priceCents,
      discountedPriceCents: products.discountedPriceCents,
      inventory: products.inventory,
      maxPerOrder: products.maxPerOrder,
      soldOut: products.soldOut,
      soldOutUntil: products.soldOutUntil,
      options: products.options,
      shop: cartShopColumns,
    })
    .from(products)
    .innerJoin(partners, eq(partners.id, products.partnerId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('cart_products');
  return {
    async findForCart(ids: readonly string[]): Promise<CartProduct[]> {
      if (ids.length === 0) return [];
      return forCart.execute({ ids: [...ids] });
    },
  };
}
export type CartProductRepository = ReturnType<typeof createCartProductRepository>;
