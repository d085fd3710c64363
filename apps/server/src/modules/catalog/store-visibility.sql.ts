import { and, eq, sql, type SQL } from 'drizzle-orm';
import { partners } from '../../db/schema/index.ts';

/**
 * The SQL twin of `isStoreVisible` (packages/domain/src/store-visibility.ts): every list, search,
 * store page, review and checkout read decides a store's visibility with one of these, so opening
 * hours and a pause plug in here once. Each form keeps the exact SQL the queries were tuned with
 * (docs/decisions/006-catalogue-search.md), so their plans stay as they are.
 */
export const storeIsVisible: SQL = and(eq(partners.suspended, false), eq(partners.role, 'partner'))!;

/** The same rule in hand-written SQL, for the store's row under `alias` (e.g. `s` in `JOIN partners s`). */
export function storeIsVisibleAs(alias: 's' | 'partners'): SQL {
  return sql.raw(`NOT ${alias}.suspended AND ${alias}.role = 'partner'`);
}

/** The stores the rule hides, as a subquery: search reads these few ids once per statement (partners_hidden_idx). */
export const hiddenStoreIds: SQL = sql.raw("SELECT id FROM partners WHERE suspended OR role = 'admin'");
