import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import type { Database } from '../db/client.ts';
import { drivers, partners, users } from '../db/schema/index.ts';
import { DEMO_IDS } from '../db/seed/accounts.ts';
import { createLocalStorage } from '../providers/storage/local-storage.ts';
import { demoBannerLines, unprovenAdminLines } from './banner.ts';
import { prepareData } from './prepare-data.ts';

const ADMIN = 'admin@sokoni.co.ke';
const dirs: string[] = [];
function configFor(env: Record<string, string>): AppConfig {
  const dir = mkdtempSync(join(tmpdir(), 'sokoni-prepare-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, JWT_SECRET: 'p'.repeat(40), ADMIN_EMAILS: ADMIN, ...env });
}
const storageOf = (config: AppConfig) => createLocalStorage(config.uploadsDir);
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function admins(database: Database) {
  return database.db.select({ id: partners.id }).from(partners).where(eq(partners.role, 'admin'));
}
async function accountsWithAdminAddresses(database: Database, adminEmails: string[]) {
  const [u, p, d] = await Promise.all([
    database.db.select({ id: users.id }).from(users).where(inArray(users.email, adminEmails)),
    database.db.select({ id: partners.id }).from(partners).where(inArray(partners.email, adminEmails)),
    database.db.select({ id: drivers.id }).from(drivers).where(inArray(drivers.email, adminEmails)),
  ]);
  return [...u, ...p, ...d];
}

describe('a production start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('adds no demo data without SEED_DEMO', async () => {
    const config = configFor({ NODE_ENV: 'production' });
    expect(await prepareData(database.db, config, storageOf(config))).toEqual({ seeded: false, unprovenAdmins: [] });
    expect(await database.db.$count(users)).toBe(0);
    expect(demoBannerLines(config, false)).toEqual(['  Demo data: off']);
  });

  it('with SEED_DEMO=1 seeds demo data in which no account has an ADMIN_EMAILS address or admin rights', async () => {
    const config = configFor({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(await prepareData(database.db, config, storageOf(config))).toEqual({ seeded: true, unprovenAdmins: [] });
    expect(await database.db.$count(users)).toBeGreaterThan(0);
    expect(await admins(database)).toEqual([]);
    expect(await accountsWithAdminAddresses(database, config.adminEmails)).toEqual([]);

    const banner = demoBannerLines(config, true).join('\n');
    expect(banner).toMatch(/Demo data: ON in production/);
    expect(banner).toContain('wanjiku / sokoni123');
    expect(banner).not.toContain('Sokoni Admin');
  });
});

describe('a production start on data seeded by an earlier development start', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the demo admin working in development, with its address proven', async () => {
    const config = configFor({ NODE_ENV: 'development' });
    await prepareData(database.db, config, storageOf(config));
    expect(await admins(database)).toEqual([{ id: DEMO_IDS.admin }]);
    const [customer] = await database.db.select().from(users).where(eq(users.id, DEMO_IDS.customer));
    expect(customer!.verifiedEmail).toBe(customer!.email);
    expect(demoBannerLines(config, true).join('\n')).toMatch(/Demo data: on[\s\S]*Sokoni Admin \/ sokoni123/);
  });

  it('takes the demo admin its rights, even with SEED_DEMO=1', async () => {
    const config = configFor({ NODE_ENV: 'production', SEED_DEMO: '1' });
    await prepareData(database.db, config, storageOf(config));
    expect(await admins(database)).toEqual([]);
  });
});

describe('a start with an ADMIN_EMAILS address held by a store that never proved it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const insertStore = (id: string, email: string, verifiedEmail: string | null) =>
    database.db.insert(partners).values({
      id,
      businessName: `Store ${id.slice(-1)}`,
      businessType: 'Shop',
      contactNumber: `+25470011122${id.slice(-1)}`,
      email,
      verifiedEmail,
      idNumber: '1',
      passwordHash: 'x',
      town: 'Nairobi',
      location: '-1.28,36.81',
      slug: `store-${id.slice(-1)}`,
    });

  it('names the store in the start-up banner and gives it no admin rights; a proven one is admin and not named', async () => {
    await insertStore('6650b0000000000000000001', ADMIN, null);
    await insertStore('6650b0000000000000000002', 'ops@sokoni.co.ke', 'ops@sokoni.co.ke');
    const config = configFor({ NODE_ENV: 'production', ADMIN_EMAILS: `${ADMIN},ops@sokoni.co.ke` });
    const { unprovenAdmins } = await prepareData(database.db, config, storageOf(config));
    expect(unprovenAdmins).toEqual([{ email: ADMIN, businessName: 'Store 1' }]);
    expect(await admins(database)).toEqual([{ id: '6650b0000000000000000002' }]);
    const banner = unprovenAdminLines(unprovenAdmins).join('\n');
    expect(banner).toContain(`Admin: NOT given to the store "Store 1": it holds ${ADMIN} from ADMIN_EMAILS but has not proven it.`);
    expect(banner).toContain("'Send verification link'");
    expect(banner).not.toContain('Store 2');
  });
});
