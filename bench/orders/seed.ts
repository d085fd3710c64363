import { sql } from 'drizzle-orm';
import { partners, products, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import { buildPartners, buildProducts, buildUsers, random } from '../catalog/generate.ts';
import { BENCH_PASSWORD } from '../shared/checkout.ts';
import { insertInBatches, recreateDatabase } from '../shared/database.ts';

export interface OrdersSeed {
  customers: { id: string; email: string }[];
  /** Each shop's products that the customers pick from at random. */
  shops: { id: string; products: string[] }[];
  /** Stock of every product right after seeding, to account for every unit at the end. */
  initialStock: Map<string, number>;
  /** A product kept out of the random picks, with only LAST_UNITS in stock. */
  lastUnitsProduct: string;
}

export const LAST_UNITS = 10;

/**
 * A fresh database with `shopCount` verified shops of `productsPerShop` products each (plenty of
 * stock), `customerCount` customers and one product with only the last few units. Rows are
 * inserted in batches; the password is hashed once and shared by every account. With
 * `catalogueTriggers: false` the catalogue tables' change notifications are switched off.
 */
export async function seedOrders(url: string, size: { shopCount: number; productsPerShop: number; customerCount: number; stock: number; catalogueTriggers?: boolean }): Promise<OrdersSeed> {
  const database = await recreateDatabase(url);
  try {
    const rnd = random(20261123);
    const now = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const built = buildPartners(size.shopCount, rnd, passwordHash, now);
    const categoryOf = built.categoryOf;
    // Customers live in one town and shops across Kenya: every shop delivers to all of them, so
    // orders are placed rather than refused as outside the shop's delivery radius.
    const shopRows = built.rows.map((row) => ({ ...row, deliveryRadiusKm: 1500 }));
    await insertInBatches(shopRows, 500, (b) => database.db.insert(partners).values(b));

    const productRows = shopRows.flatMap((shop) =>
      buildProducts(shop, categoryOf.get(shop.id)!, size.productsPerShop, rnd, now).map((p) => ({ ...p, inventory: size.stock })),
    );
    const [lastUnits] = buildProducts(shopRows[0]!, categoryOf.get(shopRows[0]!.id)!, 1, rnd, now).map((p) => ({ ...p, inventory: LAST_UNITS }));
    await insertInBatches([...productRows, lastUnits!], 2000, (b) => database.db.insert(products).values(b));

    const userRows = buildUsers(size.customerCount, passwordHash);
    await insertInBatches(userRows, 500, (b) => database.db.insert(users).values(b));

    if (size.catalogueTriggers === false) {
      // What every order's notification costs: the same run without it (decision 032).
      for (const table of ['products', 'partners', 'product_words']) {
        await database.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_catalogue_changed`));
      }
    }

    const byShop = new Map<string, string[]>(shopRows.map((s) => [s.id, []]));
    for (const p of productRows) byShop.get(p.partnerId)!.push(p.id);
    return {
      customers: userRows.map((u) => ({ id: u.id, email: u.email })),
      shops: [...byShop].map(([id, ids]) => ({ id, products: ids })),
      initialStock: new Map([...productRows, lastUnits!].map((p) => [p.id, p.inventory!])),
      lastUnitsProduct: lastUnits!.id,
    };
  } finally {
    await database.close();
  }
}
