import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { partners, products, reviews, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';
import { buildPartners, buildProducts, buildRatings, buildUsers, random } from './generate.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/sokoni_bench';

export interface SeedSize {
  partners: number;
  productsPerPartner: number;
  customers: number;
}
export const FULL_SIZE: SeedSize = { partners: 1000, productsPerPartner: 100, customers: 2000 };

/** Creates the benchmark database on its server when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Benchmark database name must be lower-case letters, digits and _ (got "${name}")`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function count(db: Database['db'], table: typeof partners | typeof products): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Seeds partners x products (plus customers and their ratings) into an empty, migrated database.
 * A database already holding exactly that catalogue is left alone; anything else is refused
 * rather than mixed, unless `reset` empties the catalogue tables first.
 */
export async function seedBenchCatalog(url: string, size: SeedSize = FULL_SIZE, options: { reset?: boolean; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  await ensureDatabase(url);
  const database = openPostgres(url, 4);
  try {
    await database.migrate();
    const db = database.db;
    if (options.reset) await db.execute(sql`TRUNCATE reviews, products, partners, users CASCADE`);
    const [havePartners, haveProducts] = [await count(db, partners), await count(db, products)];
    if (havePartners === size.partners && haveProducts === size.partners * size.productsPerPartner) {
      log(`Catalogue already seeded: ${havePartners} partners, ${haveProducts} products.`);
      return;
    }
    if (havePartners > 0 || haveProducts > 0) {
      throw new Error(`The database holds ${havePartners} partners and ${haveProducts} products; run with --reset to rebuild it.`);
    }

    const started = Date.now();
    const rnd = random(20261122);
    const now = Date.now();
    const passwordHash = await hashPassword('bench-password');
    const { rows: partnerRows, categoryOf } = buildPartners(size.partners, rnd, passwordHash, now);
    await insertInBatches(partnerRows, 1000, (b) => db.insert(partners).values(b));
    const userRows = buildUsers(size.customers, passwordHash);
    await insertInBatches(userRows, 2000, (b) => db.insert(users).values(b));
    const userIds = userRows.map((u) => u.id);
    log(`  ${partnerRows.length} partners, ${userRows.length} customers`);

    let productTotal = 0;
    let ratingTotal = 0;
    for (const partner of partnerRows) {
      const productRows = buildProducts(partner, categoryOf.get(partner.id)!, size.productsPerPartner, rnd, now);
      await db.insert(products).values(productRows);
      const ratingRows = [
        ...buildRatings('partner', partner.id, userIds, 30, rnd, now),
        ...productRows.flatMap((p) => buildRatings('product', p.id, userIds, 6, rnd, now)),
      ];
      await insertInBatches(ratingRows, 4000, (b) => db.insert(reviews).values(b));
      productTotal += productRows.length;
      ratingTotal += ratingRows.length;
      if (productTotal % 20_000 === 0) log(`  ${productTotal} products, ${ratingTotal} ratings`);
    }

    // Aggregates recounted from the rating rows, exactly as the API stores them.
    for (const [table, type] of [['products', 'product'], ['partners', 'partner']] as const) {
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} t SET rating_average = s.avg, rating_count = s.n
            FROM (SELECT target_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM reviews
                  WHERE target_type = ${type} AND rating IS NOT NULL GROUP BY target_id) s
            WHERE t.id = s.target_id`,
      );
    }
    await db.execute(sql`ANALYZE`);
    log(`Seeded ${partnerRows.length} partners, ${productTotal} products, ${ratingTotal} ratings in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_URL;
  seedBenchCatalog(url, FULL_SIZE, { reset: process.argv.includes('--reset') }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
