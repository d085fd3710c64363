import { and, eq, gt, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { partners, products } from '../../db/schema/index.ts';
import { keysetAfter, keysetOrderBy, type PageWindow } from './pagination.ts';
import { effectivePrice, productColumns, visibleShop, type ProductRow } from './product-columns.ts';
import { createdMicros, type ProductListRow, type ProductOrder } from './product-order.ts';
import { nameConditions } from './text-match.ts';

export type NewProductRow = typeof products.$inferInsert;

/** Which products a list keeps; every field is optional and they all must hold. */
export interface ProductFilter {
  partnerId?: string;
  category?: string;
  subcategory?: string;
  /** Texts the name must contain (any case). */
  names?: string[];
  minPrice?: number;
  maxPrice?: number;
  discountedOnly?: boolean;
  minRating?: number;
  ratedOnly?: boolean;
  /** Only products of these stores (the ones delivering to a place). */
  storeIds?: string[];
  /** No products of these stores. */
  exceptStoreIds?: string[];
}

function conditions(f: ProductFilter): SQL | undefined {
  return and(
    f.partnerId ? eq(products.partnerId, f.partnerId) : undefined,
    f.category ? sql`lower(${products.category}) = lower(${f.category})` : undefined,
    f.subcategory ? sql`lower(${products.subCategory}) = lower(${f.subcategory})` : undefined,
    f.minPrice !== undefined ? sql`${effectivePrice} >= ${f.minPrice}` : undefined,
    f.maxPrice !== undefined ? sql`${effectivePrice} <= ${f.maxPrice}` : undefined,
    f.discountedOnly ? gt(products.discountedPrice, 0) : undefined,
    f.minRating ? gte(products.ratingAverage, f.minRating) : undefined,
    f.ratedOnly ? gt(products.ratingCount, 0) : undefined,
    f.storeIds ? (f.storeIds.length ? inArray(products.partnerId, f.storeIds) : sql`false`) : undefined,
    f.exceptStoreIds?.length ? notInArray(products.partnerId, f.exceptStoreIds) : undefined,
    ...(f.names ?? []).map((text) => nameConditions(products.name, text).contains),
  );
}

export function createProductRepository(db: DbOrTx) {
  return {
    /** One page in `order`, fetching one extra row to tell whether another page follows. */
    list(filter: ProductFilter, order: ProductOrder, window: PageWindow): Promise<ProductListRow[]> {
      return db
        .select({ ...productColumns, createdMicros })
        .from(products)
        .innerJoin(partners, visibleShop)
        .where(and(conditions(filter), keysetAfter(order, window.after)))
        .orderBy(...keysetOrderBy(order))
        .limit(window.limit + 1)
        .offset(window.offset);
    },

    async count(filter: ProductFilter): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).innerJoin(partners, visibleShop).where(conditions(filter));
      return row?.n ?? 0;
    },

    /** Whether any visible product's name contains the text (else the text may be misspelt). */
    async anyNameContains(text: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .innerJoin(partners, visibleShop)
        .where(nameConditions(products.name, text).contains)
        .limit(1);
      return rows.length > 0;
    },

    async findVisibleById(id: string): Promise<ProductRow | null> {
      const [row] = await db.select(productColumns).from(products).innerJoin(partners, visibleShop).where(eq(products.id, id));
      return row ?? null;
    },

    /** Bulk insert, one statement per call (used by seeding and tests). */
    async insertMany(rows: NewProductRow[]): Promise<void> {
      if (rows.length) await db.insert(products).values(rows);
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
