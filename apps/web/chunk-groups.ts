import type { Rolldown } from 'vite';

type CodeSplitting = NonNullable<Rolldown.OutputOptions['codeSplitting']>;
type Groups = NonNullable<Extract<CodeSplitting, { groups?: unknown }>['groups']>;
type ChunkingContext = Parameters<Extract<Groups[number]['name'], (...args: never[]) => unknown>>[1];

/**
 * How the build groups modules into files (decision 031). A phone on slow 4G talks HTTP/1.1 to
 * the server: six requests at a time, each waiting a round trip of half a second or more. Left to
 * itself the bundler made /menu fetch 19 scripts, a dozen of them under 1 kB, and the page's API
 * reads queued behind them. So:
 * - everything the first page needs before any route (the entry and what it imports) is one file;
 * - what the catalogue pages (landing, /menu, store, product) share is one more, with what it
 *   imports (TanStack Query's infinite queries and mutations), instead of a file per small
 *   component or hook.
 * Each module still lives in exactly one file: nothing is duplicated, unlike inlining the small
 * chunks into each page (tried in decision 027 and left out).
 *
 * What the landing page imports and other pages share (the page frame, store cards, the dialogs'
 * host, the TanStack hooks it calls) is its own file, apart from the rest of the catalogue pages'
 * shared code (product cards, reviews, rating forms) that only /menu, the store and product pages
 * use. The landing is the first page most people open, and its script budget is 100 kB (issue 20).
 */
const CATALOG_SHARED = new RegExp(
  [
    String.raw`src[\\/]features[\\/]catalog[\\/]`,
    String.raw`src[\\/]components[\\/]ui[\\/](empty-state|error-state|stars|store-status-badge)\.tsx`,
    String.raw`src[\\/]lib[\\/](use-promotions|query-keys|use-focus-on-mount)\.ts`,
  ].join('|'),
);
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const TANSTACK_QUERY = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;
/** TanStack Query's index, and what the landing's pages never call (forms and query lists). */
const NOT_FOR_LANDING = /[\\/](index|useMutation|mutationObserver|useQueries|queriesObserver)\.js$/;

const LANDING_PAGE = /src[\\/]features[\\/]catalog[\\/]pages[\\/]landing-page\.tsx$/;

/** Whether the landing page imports this module, directly or through other static imports. */
function landingImports(moduleId: string, ctx: ChunkingContext): boolean {
  const seen = new Set([moduleId]);
  const queue = [moduleId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
      if (LANDING_PAGE.test(importer)) return true;
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

export const codeSplitting: CodeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial'] },
    // First, so that what the landing's modules import comes with them rather than with the
    // larger group's modules that import it too.
    {
      name: (moduleId, ctx) => (landingImports(moduleId, ctx) ? 'landing-shared' : null),
      // Packages other than TanStack Query are left out: a package's index imports all its parts,
      // so by imports alone the landing would seem to need every one of them.
      test: (moduleId) => !NODE_MODULES.test(moduleId) || (TANSTACK_QUERY.test(moduleId) && !NOT_FOR_LANDING.test(moduleId)),
      minShareCount: 2,
    },
    { name: 'catalog', test: CATALOG_SHARED, minShareCount: 2 },
  ],
};
