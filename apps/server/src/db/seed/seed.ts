import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { partners, products, reviews, users } from '../schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { seedAccounts, DEMO_LOGINS, DEMO_PASSWORD } from './accounts.ts';
import { buildCatalog, type SeedHoursMode } from './catalog.ts';
import { buildReviews } from './reviews.ts';
import { writeSeedImages } from './images.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';

export { DEMO_LOGINS };

export interface SeedOptions {
  /** Where the generated pictures go: the same storage the server serves /uploads from. */
  storage: FileStorage;
  /** The demo admin's address (the first of ADMIN_EMAILS); null seeds no admin, as in production. */
  adminEmail: string | null;
  /** Development only: the demo customer, driver and admin start with their addresses proven. */
  verified: boolean;
  /** The demo shops' opening hours (SEED_DEMO_HOURS); as their descriptions state unless told. */
  hours?: SeedHoursMode;
}

/**
 * Seeds demo data into an empty database; a database with any customer is left alone.
 * Pictures are written first (rewriting them is harmless), then all rows go in one transaction
 * with one INSERT per table, so a failure leaves the database empty and the next start retries.
 */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  // One hash for every demo account: they all share the demo password, and hashing is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const catalog = buildCatalog(passwordHash, now, options.hours);
  const seeded = buildReviews(catalog, passwordHash, now);
  await writeSeedImages(options.storage, catalog.images);

  await db.transaction(async (tx) => {
    await seedAccounts(tx, options, passwordHash);
    await tx.insert(users).values(seeded.reviewers);
    await tx.insert(partners).values(catalog.partners);
    await tx.insert(products).values(catalog.products);
    await tx.insert(reviews).values(seeded.reviews);
  });
  return true;
}
