import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { partners } from '../db/schema/index.ts';
import { DEMO_IDS } from '../db/seed/accounts.ts';
import { seedDemoDataIfEmpty } from '../db/seed/seed.ts';
import { createPartnerRepository } from '../modules/partner/partner.repository.ts';
import type { FileStorage } from '../providers/storage/storage.ts';

/** A store holding an ADMIN_EMAILS address it never proved: not an administrator, and named at start. */
export interface UnprovenAdminAddress {
  email: string;
  businessName: string;
}

/**
 * What a start does to the data before serving: demo data when asked for, then every store's
 * admin role recomputed from ADMIN_EMAILS, proven addresses and shell grants, and the stores that
 * hold a listed address without having proven it.
 * In production no demo account is ever an administrator: none is seeded with an ADMIN_EMAILS
 * address, and a demo admin left by an earlier development start loses its proof and its rights.
 */
export async function prepareData(db: Db, config: AppConfig, storage: FileStorage): Promise<{ seeded: boolean; unprovenAdmins: UnprovenAdminAddress[] }> {
  const production = config.env === 'production';
  const seeded = config.seedDemo
    ? await seedDemoDataIfEmpty(db, { storage, adminEmail: production ? null : (config.adminEmails[0] ?? null), verified: !production, hours: config.seedDemoHours })
    : false;
  if (production) {
    await db.update(partners).set({ verifiedEmail: null, adminGranted: false, role: 'partner' }).where(eq(partners.id, DEMO_IDS.admin));
  }
  const stores = createPartnerRepository(db);
  await stores.syncAdminRoles(config.adminEmails);
  const unprovenAdmins = (await stores.adminCandidates(config.adminEmails))
    .filter((row) => config.adminEmails.includes(row.email) && row.verifiedEmail !== row.email)
    .map((row) => ({ email: row.email, businessName: row.businessName }));
  return { seeded, unprovenAdmins };
}
