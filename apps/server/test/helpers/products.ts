import { eq } from 'drizzle-orm';
import { centsFromShillings } from '@sokoni/domain/money';
import { newId } from '../../src/db/ids.ts';
import { partners, products } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A product as a test writes it: prices in shillings, as a store types them into its form. */
export type ProductSeed = Partial<Omit<typeof products.$inferInsert, 'priceCents' | 'discountedPriceCents'>> & { name: string; price?: number; discountedPrice?: number };

/**
 * Products go straight into the database (one statement): the catalogue tests need many of them,
 * with chosen prices, ratings and creation times, faster than the store's upload form allows.
 */
export async function insertProducts(t: TestApp, partnerId: string, items: ProductSeed[]): Promise<string[]> {
  const rows = items.map(({ price = 100, discountedPrice = 0, ...item }) => ({
    id: newId(),
    partnerId,
    priceCents: centsFromShillings(price),
    discountedPriceCents: centsFromShillings(discountedPrice),
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
