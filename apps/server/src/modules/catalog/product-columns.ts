import { and, eq, sql } from 'drizzle-orm';
import { partners, products } from '../../db/schema/index.ts';
import { storeIsVisible } from './store-visibility.sql.ts';
import type { OptionGroup } from '@sokoni/domain/product-options';

/**
 * What a customer pays: the discounted price when above zero, else the price. Written exactly
 * as the products_effective_price_idx expression so price filters and sorts use that index.
 */
export const effectivePriceCents = sql<number>`(CASE WHEN ${products.discountedPriceCents} > 0 THEN ${products.discountedPriceCents} ELSE ${products.priceCents} END)`.mapWith(Number);

/** Products are public only while their store is: every catalogue read joins through this. */
export const visibleShop = and(eq(partners.id, products.partnerId), storeIsVisible);

/** The columns a public product answer is made of (product plus its shop). */
export const productColumns = {
  id: products.id,
  partnerId: products.partnerId,
  name: products.name,
  priceCents: products.priceCents,
  discountedPriceCents: products.discountedPriceCents,
  brand: products.brand,
  category: products.category,
  subCategory: products.subCategory,
  quantity: products.quantity,
  unit: products.unit,
  inventory: products.inventory,
  maxPerOrder: products.maxPerOrder,
  description: products.description,
  tags: products.tags,
  options: products.options,
  images: products.images,
  primaryImage: products.primaryImage,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  createdAt: products.createdAt,
  soldOut: products.soldOut,
  soldOutUntil: products.soldOutUntil,
  shopName: partners.businessName,
  shopTown: partners.town,
  shopLocation: partners.location,
  shopSlug: partners.slug,
};

export interface ProductRow {
  id: string;
  partnerId: string;
  name: string;
  priceCents: number;
  discountedPriceCents: number;
  brand: string;
  category: string;
  subCategory: string | null;
  quantity: number;
  unit: string;
  inventory: number;
  maxPerOrder: number | null;
  description: string;
  tags: string[];
  options: OptionGroup[];
  images: string[];
  primaryImage: string | null;
  ratingAverage: number;
  ratingCount: number;
  createdAt: Date;
  soldOut: boolean;
  soldOutUntil: Date | null;
  shopName: string;
  shopTown: string;
  shopLocation: string;
  shopSlug: string;
}
