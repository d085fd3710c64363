import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedAccounts, DEMO_LOGINS } from './accounts.ts';

export { DEMO_LOGINS };

export interface SeedOptions {
  uploadsDir: string;
  adminEmail: string;
}

/** Seeds demo data into an empty database; a database with any customer is left alone. */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedAccounts(tx, options);
  });
  return true;
}
