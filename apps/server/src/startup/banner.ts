import type { AppConfig } from '../config.ts';
import { DEMO_LOGINS } from '../db/seed/accounts.ts';
import type { UnprovenAdminAddress } from './prepare-data.ts';

/** The demo part of the start-up banner: says plainly when demo accounts (published passwords) exist. */
export function demoBannerLines(config: Pick<AppConfig, 'env' | 'seedDemo'>, seeded: boolean): string[] {
  if (!config.seedDemo) return ['  Demo data: off'];
  const production = config.env === 'production';
  const lines = [
    production
      ? '  Demo data: ON in production (SEED_DEMO=1). Demo accounts use the published password; none is an administrator.'
      : '  Demo data: on (SEED_DEMO=0 starts without it)',
    seeded ? '  Demo data was just created. Demo logins:' : '  Demo logins:',
  ];
  for (const login of DEMO_LOGINS) {
    if (production && login.role === 'admin') continue;
    lines.push(`    ${login.role.padEnd(9)} ${login.page.padEnd(14)} ${login.identifier} / ${login.password}`);
  }
  return lines;
}

/**
 * Stores holding an ADMIN_EMAILS address they never proved: whoever signed up with it first may not
 * be the operator's person, so they get no admin rights, and the banner says so by name.
 */
export function unprovenAdminLines(stores: readonly UnprovenAdminAddress[]): string[] {
  return stores.map(
    (store) =>
      `  Admin: NOT given to the store "${store.businessName}": it holds ${store.email} from ADMIN_EMAILS but has not proven it. ` +
      `Its owner proves it from the store's Profile ('Send verification link'); if that store is not the person you mean, remove or change it.`,
  );
}
