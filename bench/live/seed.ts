import { partners, products, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import { buildPartners, buildProducts, buildUsers, random } from '../catalog/generate.ts';
import { BENCH_PASSWORD } from '../shared/checkout.ts';
import { insertInBatches, recreateDatabase } from '../shared/database.ts';

export interface LiveSeed {
  /** Every partner with the one product an order to them names. */
  partners: { id: string; product: string }[];
  customers: { id: string; email: string }[];
}

/** A fresh database with `partnerCount` shops of one well-stocked product each, and the customers. */
export async function seedLive(url: string, partnerCount: number, customerCount: number): Promise<LiveSeed> {
  const database = await recreateDatabase(url);
  try {
    const rnd = random(20261124);
    const now = Date.now();
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const { rows: shopRows, categoryOf } = buildPartners(partnerCount, rnd, passwordHash, now);
    await insertInBatches(shopRows, 500, (b) => database.db.insert(partners).values(b));
    const productRows = shopRows.map((shop) => ({ ...buildProducts(shop, categoryOf.get(shop.id)!, 1, rnd, now)[0]!, inventory: 100_000 }));
    await insertInBatches(productRows, 1000, (b) => database.db.insert(products).values(b));
    const userRows = buildUsers(customerCount, passwordHash);
    await insertInBatches(userRows, 500, (b) => database.db.insert(users).values(b));
    return {
      partners: productRows.map((p) => ({ id: p.partnerId, product: p.id })),
      customers: userRows.map((u) => ({ id: u.id, email: u.email })),
    };
  } finally {
    await database.close();
  }
}
