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

/** What productListJson reads for each key: productColumns, with createdAt as createdMicros. */
const LIST_COLUMNS: Record<keyof ProductRow, unknown> = { ...productColumns, createdAt: createdMicros };

/**
 * A product row as one JSON array (the product columns in productColumns' order, createdAt as
 * createdMicros, then `extra` when given): the driver then reads one field per row instead of
 * twenty-seven, and one JSON.parse replaces a parser per column, which was a large share of the
 * CPU a catalogue page cost. Read from the products and partners tables (product.repository.ts).
 */
export function productListJson(extra?: SQL): SQL {
  const columns = JSON_KEYS.map((key) => sql`${LIST_COLUMNS[key]}`);
  return sql`json_build_array(${sql.join([...columns, ...(extra ? [extra] : [])], sql`, `)})`;
}

/**
 * A product row's version: the transactions that last wrote the product's row and its store's
 * (PostgreSQL's `xmin` of each, given as SQL for the table or subquery carrying them). Every
 * committed change to either, of any column, gives a new version.
 */
export const rowVersion = (productXmin: SQL | { getSQL(): SQL }, storeXmin: SQL | { getSQL(): SQL }) => sql<string>`${productXmin} || '.' || ${storeXmin}`;

/** A table's `xmin` as text, for rowVersion. */
export const xminOf = (table: typeof products | typeof partners) => sql<string>`${table}.xmin::text`;

/** Each key's place in the array productListJson builds. */
const AT = Object.fromEntries(JSON_KEYS.map((key, i) => [key, i])) as Record<keyof ProductRow, number>;

/**
 * The row productListJson built, and its `extra` value (undefined without one). Written out
 * field by field: every row then has the same shape, which a loop adding keys did not give V8.
 */
export function productFromListJson(v: unknown[]): { row: ProductListRow; extra: unknown } {
  const micros = v[AT.createdAt] as number;
  const soldOutUntil = v[AT.soldOutUntil] as string | null;
  const row: ProductListRow = {
    id: v[AT.id] as string,
    partnerId: v[AT.partnerId] as string,
    name: v[AT.name] as string,
    priceCents: v[AT.priceCents] as number,
    discountedPriceCents: v[AT.discountedPriceCents] as number,
    brand: v[AT.brand] as string,
    category: v[AT.category] as string,
    subCategory: v[AT.subCategory] as string | null,
    quantity: v[AT.quantity] as number,
    unit: v[AT.unit] as string,
    inventory: v[AT.inventory] as number,
    maxPerOrder: v[AT.maxPerOrder] as number | null,
    description: v[AT.description] as string,
    tags: v[AT.tags] as string[],
    options: v[AT.options] as OptionGroup[],
    images: v[AT.images] as string[],
    primaryImage: v[AT.primaryImage] as string | null,
    ratingAverage: v[AT.ratingAverage] as number,
    ratingCount: v[AT.ratingCount] as number,
    createdAt: new Date(Math.floor(micros / 1000)),
    soldOut: v[AT.soldOut] as boolean,
    soldOutUntil: soldOutUntil === null ? null : new Date(soldOutUntil),
    shopName: v[AT.shopName] as string,
    shopTown: v[AT.shopTown] as string,
    shopLocation: v[AT.shopLocation] as string,
    shopSlug: v[AT.shopSlug] as string,
    createdMicros: micros,
  };
  return { row, extra: v[JSON_KEYS.length] };
}
