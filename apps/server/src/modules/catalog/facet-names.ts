import type { FacetRepository } from './facet.repository.ts';

interface FacetNames {
  categories: string[];
  subcategories: string[];
}

/**
 * The visible category and subcategory names, kept for a few seconds per process. Every search
 * matches its text against them, and listing them walks two indexes (a few milliseconds), so
 * they are read at most once per `ttlMs`, and again after any change to the catalogue is heard
 * (`forget`), so a new or hidden category shows at once.
 */
export function createFacetNames(facets: FacetRepository, ttlMs = 5_000) {
  let cached: { at: number; value: Promise<FacetNames> } | null = null;
  return {
    get(): Promise<FacetNames> {
      const now = Date.now();
      if (!cached || now - cached.at >= ttlMs) {
        const value = Promise.all([facets.categories(), facets.subcategories()]).then(([categories, subcategories]) => ({ categories, subcategories }));
        const entry = { at: now, value };
        cached = entry;
        // A failed read is not kept: the next call tries again.
        value.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.value;
    },
    forget(): void {
      cached = null;
    },
  };
}
export type FacetNamesCache = ReturnType<typeof createFacetNames>;
