import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../../lib/deep-freeze.ts';
import type { ProductListRow } from './product-columns.ts';

/** A page's row as its statement names it: the product's id and the version of its row (rowVersion). */
export interface VersionedId {
  id: string;
  version: string;
}

/** A row read with its version (readRows' answer). */
export interface VersionedRow {
  row: ProductListRow;
  version: string;
}

/**
 * Product rows already read, by id, each with the version it was read at
 * (docs/decisions/047-product-rows-by-version.md). A list statement names its page's products
 * and their versions only; a row whose version is the one kept is taken from here, the others
 * are read (by `readRows`) and kept. A version changes with every committed change to the
 * product or its store, so a kept row is never older than what the statement saw. Rows are shared
 * by every answer that shows them: they are frozen, so a change to one fails loudly instead of
 * leaking into other answers.
 */
export function createProductRowMemo(options: { max: number }) {
  const kept = new LRUCache<string, VersionedRow>({ max: options.max });

  function keep({ row, version }: VersionedRow): void {
    kept.set(row.id, { row: deepFreeze(row), version });
  }

  return {
    /**
     * The rows of `page`, in its order: kept ones whose version matches, the rest from one call
     * of `readRows`. A product the second read no longer finds (deleted or hidden in between) is
     * left out, and its kept row dropped.
     */
    async rowsOf(page: readonly VersionedId[], readRows: (ids: string[]) => Promise<VersionedRow[]>): Promise<ProductListRow[]> {
      const known = page.map(({ id, version }) => {
        const row = kept.get(id);
        return row?.version === version ? row.row : undefined;
      });
      const stale = page.filter((_, i) => !known[i]).map(({ id }) => id);
      if (!stale.length) return known as ProductListRow[];
      const read = new Map((await readRows(stale)).map((r) => [r.row.id, r]));
      for (const id of stale) {
        const fresh = read.get(id);
        if (fresh) keep(fresh);
        else kept.delete(id);
      }
      return page.flatMap(({ id }, i) => {
        const row = known[i] ?? read.get(id)?.row;
        return row ? [row] : [];
      });
    },

    /** Everything kept is dropped (the database may have been replaced: versions start again). */
    clear(): void {
      kept.clear();
    },
  };
}
export type ProductRowMemo = ReturnType<typeof createProductRowMemo>;
