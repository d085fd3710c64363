import { eq } from 'drizzle-orm';
import { newId } from '../../src/db/ids.ts';
import { partners, products } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export type ProductSeed = Partial<typeof products.$inferInsert> & { name: string };

/**
 * Products go straight into the database (one statement): the catalogue tests need many of them,
 * with chosen prices, ratings and creation times, faster than the store's upload form allows.
 */
export async function insertProducts(t: TestApp, partnerId: string, items: ProductSeed[]): Promise<string[]> {
  const rows = items.map((item) => ({
    id: newId(),
    partnerId,
    price: 100,
    brand: 'Generic',
    category: 'Food',
    ...item,
  }));
  if (rows.length) await t.database.db.insert(products).values(rows);
  return rows.map((r) => r.id);
}

export async function setSuspended(t: TestApp, partnerId: string, suspended: boolean): Promise<void> {
  await t.database.db.update(partners).set({ suspended }).where(eq(partners.id, partnerId));
}
