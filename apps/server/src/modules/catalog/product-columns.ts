import { and, eq, sql } from 'drizzle-orm';
import { partners, products } from '../../db/schema/index.ts';
import { storeIsVisible } from './store-visibility.sql.ts';

/**
 * What a customer pays: the discounted price when above zero, else the price. Written exactly
 * as the products_effective_price_idx expression so price filters and sorts use that index.
 */
export const effectivePrice = sql<number>`(CASE WHEN ${products.discountedPrice} > 0 THEN ${products.discountedPrice} ELSE ${products.price} END)`.mapWith(Number);

/** Products are public only while their store is: every catalogue read joins through this. */
export const visibleShop = and(eq(partners.id, products.partnerId), storeIsVisible);

/** The columns a public product answer is made of (product plus its shop). */
export const productColumns = {
  id: products.id,
  partnerId: products.partnerId,
  name: products.name,
  price: products.price,
  discountedPrice: products.discountedPrice,
  brand: products.brand,
  category: products.category,
  subCategory: products.subCategory,
  quantity: products.quantity,
  unit: products.unit,
  inventory: products.inventory,
  maxPerOrder: products.maxPerOrder,
  description: products.description,
  tags: products.tags,
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
  price: number;
  discountedPrice: number;
  brand: string;
  category: string;
  subCategory: string | null;
  quantity: number;
  unit: string;
  inventory: number;
  maxPerOrder: number | null;
  description: string;
  tags: string[];
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
