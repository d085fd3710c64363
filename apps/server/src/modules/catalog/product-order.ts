import type { SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { KeysetKey, KeysetOrder } from './pagination.ts';
import { effectivePriceCents, type ProductListRow, type ProductRow } from './product-columns.ts';

export type ProductOrderName = 'newest' | 'price_asc' | 'price_desc' | 'rating';
export type ProductOrder = KeysetOrder<ProductListRow>;

const newest: ProductOrder = {
  name: 'newest',
  direction: 'desc',
  keys: [{ sql: products.createdAt.getSQL(), kind: 'micros' }],
  id: products.id,
  values: (r) => [r.createdMicros, r.id],
};

const numeric = (e: { getSQL(): SQL }): KeysetKey => ({ sql: e.getSQL(), kind: 'numeric' });
const integer = (e: { getSQL(): SQL }): KeysetKey => ({ sql: e.getSQL(), kind: 'integer' });

const priceOf = (r: ProductRow) => (r.discountedPriceCents > 0 ? r.discountedPriceCents : r.priceCents);

const ORDERS: Record<ProductOrderName, ProductOrder> = {
  newest,
  price_asc: { name: 'price_asc', direction: 'asc', keys: [integer(effectivePriceCents)], id: products.id, values: (r) => [priceOf(r), r.id] },
  price_desc: { name: 'price_desc', direction: 'desc', keys: [integer(effectivePriceCents)], id: products.id, values: (r) => [priceOf(r), r.id] },
  rating: {
    name: 'rating',
    direction: 'desc',
    keys: [numeric(products.ratingAverage), integer(products.ratingCount)],
    id: products.id,
    values: (r) => [r.ratingAverage, r.ratingCount, r.id],
  },
};

export function productOrder(name: ProductOrderName): ProductOrder {
  return ORDERS[name];
}
