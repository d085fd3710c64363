import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { partners, products, reviews } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
type ProductShopRow = Pick<typeof partners.$inferSelect, 'id' | 'businessName' | 'town' | 'location' | 'slug'>;
export interface ProductWithShop {
  product: ProductRow;
  shop: ProductShopRow;
}

const shopColumns = {
  id: partners.id,
  businessName: partners.businessName,
  town: partners.town,
  location: partners.location,
  slug: partners.slug,
};

function productQueries(db: DbOrTx) {
  return {
    async findById(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ?? null;
    },
    /** Locks the row until the transaction ends, so two edits never both add images past the limit. */
    async findByIdForUpdate(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for('update');
      return row ?? null;
    },
    async findWithShop(id: string): Promise<ProductWithShop | null> {
      const [row] = await db
        .select({ product: products, shop: shopColumns })
        .from(products)
        .innerJoin(partners, eq(partners.id, products.partnerId))
        .where(eq(products.id, id));
      return row ?? null;
    },
    async insert(row: NewProductRow): Promise<ProductRow> {
      const [created] = await db.insert(products).values(row).returning();
      return created!;
    },
    async update(id: string, patch: Partial<NewProductRow>): Promise<ProductRow | null> {
      const [row] = await db
        .update(products)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row ?? null;
    },
    /**
     * Order items keep their copied name and price (their product link becomes null); the
     * product's own reviews have nothing left to describe, so they go with it.
     */
    async delete(id: string): Promise<boolean> {
      await db.delete(reviews).where(and(eq(reviews.targetType, 'product'), eq(reviews.targetId, id)));
      const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return deleted.length > 0;
    },
  };
}

export function createProductRepository(db: Db) {
  return {
    ...productQueries(db),
    transaction<T>(work: (repo: ReturnType<typeof productQueries>) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(productQueries(tx)));
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;
