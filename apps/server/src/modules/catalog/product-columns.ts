import { and, eq, sql, type SQL } from 'drizzle-orm';
import { partners, products } from '../../db/schema/index.ts';
import { storeIsVisible } from './store-visibility.sql.ts';
import { epochMicros } from './pagination.ts';
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

/** Selected with every list row so a "newest" cursor keeps the timestamp's microseconds. */
export const createdMicros = epochMicros(products.createdAt);

export type ProductListRow = ProductRow & { createdMicros: number };

const JSON_KEYS = Object.keys(productColumns) as (keyof ProductRow)[];

/**
 * A list row as one JSON array (the product columns in productColumns' order, then
 * createdMicros, then `extra` when given): the driver then reads one field per row instead of
 * twenty-seven, and one JSON.parse replaces a parser per column, which was a large share of
 * the CPU a catalogue page cost. createdAt travels as createdMicros.
 */
export function productListJson(extra?: SQL): SQL {
  const columns = JSON_KEYS.map((key) => (key === 'createdAt' ? createdMicros : productColumns[key]));
  return sql`json_build_array(${sql.join([...columns, ...(extra ? [extra] : [])], sql`, `)})`;
}

/** The row productListJson built, and its `extra` value (undefined without one). */
export function productFromListJson(values: unknown[]): { row: ProductListRow; extra: unknown } {
  const row = {} as Record<string, unknown>;
  for (let i = 0; i < JSON_KEYS.length; i++) row[JSON_KEYS[i]!] = values[i];
  const micros = Number(row.createdAt);
  row.createdMicros = micros;
  row.createdAt = new Date(Math.floor(micros / 1000));
  if (row.soldOutUntil != null) row.soldOutUntil = new Date(row.soldOutUntil as string);
  return { row: row as unknown as ProductListRow, extra: values[JSON_KEYS.length] };
}
