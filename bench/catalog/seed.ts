import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { recreateDatabase } from '../shared/database.ts';
import { partners, users } from '../../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../../apps/server/src/lib/password.ts';
import { buildPartners, buildProducts, buildRatings, buildUsers, random, ratingAggregate } from './generate.ts';

/**
 * Catalogue sizes the benchmark measures. Every size is 100 products per store; the 1M
 * catalogue draws at most 2 ratings per product (instead of 6) so it seeds in minutes, which
 * leaves a third of its products unrated.
 */
export interface SeedSize {
  label: string;
  partners: number;
  productsPerPartner: number;
  customers: number;
  /** Most ratings one product / one store gets (each draws 0..max). */
  productRatings: number;
  partnerRatings: number;
}
export const SIZES: Record<string, SeedSize> = {
  '10k': { label: '10k', partners: 100, productsPerPartner: 100, customers: 2000, productRatings: 6, partnerRatings: 30 },
  '100k': { label: '100k', partners: 1000, productsPerPartner: 100, customers: 2000, productRatings: 6, partnerRatings: 30 },
  '1m': { label: '1M', partners: 10_000, productsPerPartner: 100, customers: 20_000, productRatings: 2, partnerRatings: 30 },
};

/** Bumped whenever the generator changes, so a database seeded by an older one is rebuilt. */
const GENERATOR_VERSION = 2;
/** Fixed "now", so creation dates (and the newest-first order) repeat from run to run. */
const NOW = Date.UTC(2026, 10, 1);
const SEED = 20261122;

/** postgres://…/sokoni_bench_100k: the server of DATABASE_URL (default local), one database per size. */
export function benchDatabaseUrl(size: SeedSize): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/sokoni_bench_${size.label.toLowerCase()}`;
  return url.toString();
}

const marker = (size: SeedSize) => `sokoni catalogue benchmark ${size.label}, generator ${GENERATOR_VERSION}, complete`;

/** Whether the database exists and holds a complete catalogue of this size from this generator. */
async function isSeeded(url: string, size: SeedSize): Promise<boolean> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ note: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
      [decodeURIComponent(new URL(url).pathname.slice(1))],
    );
    return rows[0]?.note === marker(size);
  } finally {
    await client.end();
  }
}

/** One multi-row INSERT per call: every column travels as one array parameter and is unnested. */
async function insertColumns(client: pg.Client, table: string, columns: [name: string, type: string, values: unknown[]][]): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  await client.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${unnest})`, columns.map(([, , values]) => values));
}

/**
 * Builds the catalogue of `size` in its own database: drops and recreates it, migrates it, and
 * bulk-loads it with the secondary indexes, foreign-key checks and the product_words trigger off,
 * then rebuilds those indexes and fills product_words as the trigger would have. A database
 * already holding this catalogue (marked by a comment written last) is reused as it is.
 */
export async function seedBenchCatalog(size: SeedSize, options: { reset?: boolean; log?: (line: string) => void } = {}): Promise<string> {
  const log = options.log ?? ((line: string) => console.log(line));
  const url = benchDatabaseUrl(size);
  if (!options.reset && (await isSeeded(url, size))) {
    log(`${size.label}: catalogue already seeded (${new URL(url).pathname.slice(1)}).`);
    return url;
  }
  const started = Date.now();
  log(`${size.label}: seeding ${size.partners * size.productsPerPartner} products into ${new URL(url).pathname.slice(1)}…`);
  const database = await recreateDatabase(url);
  const rnd = random(SEED);
  const passwordHash = await hashPassword('bench-password');
  const { rows: partnerRows, categoryOf } = buildPartners(size.partners, rnd, passwordHash, NOW);
  const userRows = buildUsers(size.customers, passwordHash, rnd, NOW);
  const userIds = userRows.map((u) => u.id);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Indexes are built once at the end (much faster than row by row); the ids are generated unique.
    const { rows: indexes } = await client.query<{ name: string; def: string }>(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename IN ('products', 'reviews')
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    );
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
    // Replica mode skips foreign-key checks and the product_words trigger during the load.
    await client.query(`SET session_replication_role = replica`);

    let productTotal = 0;
    let ratingTotal = 0;
    const partnerAggregates: { id: string; literal: string; count: number }[] = [];
    const PARTNERS_PER_BATCH = 100;
    for (let b = 0; b < partnerRows.length; b += PARTNERS_PER_BATCH) {
      const productRows: ReturnType<typeof buildProducts> = [];
      const productAverages: string[] = [];
      const productCounts: number[] = [];
      const ratingRows: ReturnType<typeof buildRatings> = [];
      for (const partner of partnerRows.slice(b, b + PARTNERS_PER_BATCH)) {
        const partnerRatings = buildRatings('partner', partner.id, userIds, size.partnerRatings, rnd, NOW);
        const aggregate = ratingAggregate(partnerRatings);
        partnerAggregates.push({ id: partner.id, literal: aggregate.literal, count: aggregate.ratingCount });
        ratingRows.push(...partnerRatings);
        for (const product of buildProducts(partner, categoryOf.get(partner.id)!, size.productsPerPartner, rnd, NOW)) {
          const ratings = buildRatings('product', product.id, userIds, size.productRatings, rnd, NOW);
          const productAggregate = ratingAggregate(ratings);
          productRows.push(product);
          productAverages.push(productAggregate.literal);
          productCounts.push(productAggregate.ratingCount);
          ratingRows.push(...ratings);
        }
      }
      const iso = (d: unknown) => (d as Date).toISOString();
      await insertColumns(client, 'products', [
        ['id', 'char(24)', productRows.map((p) => p.id)],
        ['partner_id', 'char(24)', productRows.map((p) => p.partnerId)],
        ['name', 'text', productRows.map((p) => p.name)],
        ['price_cents', 'bigint', productRows.map((p) => p.priceCents)],
        ['discounted_price_cents', 'bigint', productRows.map((p) => p.discountedPriceCents)],
        ['brand', 'text', productRows.map((p) => p.brand)],
        ['category', 'text', productRows.map((p) => p.category)],
        ['sub_category', 'text', productRows.map((p) => p.subCategory)],
        ['quantity', 'numeric', productRows.map((p) => p.quantity)],
        ['unit', 'text', productRows.map((p) => p.unit)],
        ['inventory', 'int', productRows.map((p) => p.inventory)],
        ['description', 'text', productRows.map((p) => p.description)],
        ['tags', 'jsonb', productRows.map((p) => JSON.stringify(p.tags))],
        ['rating_average', 'numeric', productAverages],
        ['rating_count', 'int', productCounts],
        ['created_at', 'timestamptz', productRows.map((p) => iso(p.createdAt))],
        ['updated_at', 'timestamptz', productRows.map((p) => iso(p.updatedAt))],
      ]);
      for (let r = 0; r < ratingRows.length; r += 50_000) {
        const chunk = ratingRows.slice(r, r + 50_000);
        await insertColumns(client, 'reviews', [
          ['id', 'char(24)', chunk.map((x) => x.id)],
          ['target_type', 'text', chunk.map((x) => x.targetType)],
          ['target_id', 'char(24)', chunk.map((x) => x.targetId)],
          ['user_id', 'char(24)', chunk.map((x) => x.userId)],
          ['rating', 'smallint', chunk.map((x) => x.rating)],
          ['comment', 'text', chunk.map((x) => x.comment)],
          ['created_at', 'timestamptz', chunk.map((x) => iso(x.createdAt))],
          ['updated_at', 'timestamptz', chunk.map((x) => iso(x.updatedAt))],
        ]);
      }
      productTotal += productRows.length;
      ratingTotal += ratingRows.length;
      if (productTotal % 100_000 === 0) log(`  ${productTotal} products, ${ratingTotal} ratings (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await client.query(`SET session_replication_role = origin`);

    // Stores and customers are few: inserted through the schema, with their checks.
    for (let i = 0; i < partnerRows.length; i += 1000) {
      const batch = partnerRows.slice(i, i + 1000).map((p, j) => {
        const a = partnerAggregates[i + j]!;
        return { ...p, ratingAverage: Number(a.literal), ratingCount: a.count };
      });
      await database.db.insert(partners).values(batch);
    }
    for (let i = 0; i < userRows.length; i += 2000) await database.db.insert(users).values(userRows.slice(i, i + 2000));

    log(`  building ${indexes.length} indexes…`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    for (const index of indexes) await client.query(index.def);
    // What the products_words_insert trigger does for rows inserted normally (migration 0034).
    await client.query(
      `INSERT INTO product_words (word, products)
       SELECT w, count(DISTINCT p.id) FROM products p, regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') AS w
       WHERE length(w) BETWEEN 3 AND 40 GROUP BY w
       ON CONFLICT (word) DO UPDATE SET products = EXCLUDED.products`,
    );
    await client.query(`VACUUM ANALYZE`);
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    await client.query(`COMMENT ON DATABASE "${name}" IS '${marker(size)}'`);
    log(`${size.label}: seeded ${partnerRows.length} stores, ${productTotal} products, ${ratingTotal} ratings in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return url;
  } finally {
    await client.end();
    await database.close();
  }
}

/** BENCH_SIZES=10k,100k picks sizes (default all three). */
export function chosenSizes(): SeedSize[] {
  const asked = (process.env.BENCH_SIZES ?? '10k,100k,1m').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = asked.filter((s) => !(s in SIZES));
  if (unknown.length) throw new Error(`Unknown size ${unknown.join(', ')}; BENCH_SIZES takes ${Object.keys(SIZES).join(', ')}`);
  return asked.map((s) => SIZES[s]!);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  (async () => {
    for (const size of chosenSizes()) await seedBenchCatalog(size, { reset: process.argv.includes('--reset') });
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
