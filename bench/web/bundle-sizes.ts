import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, readAssetGraph, type AssetGraph } from './asset-graph.ts';
import * as pageNamespaces from '../../apps/web/src/app/page-namespaces.ts';
import { namespaceOf, SHELL_NAMESPACES } from '../../apps/web/src/i18n/namespaces.ts';

export interface Bytes {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: number;
}
export interface RouteBytes {
  routes: string[];
  page: string;
  bytes: Bytes;
}
export interface BundleReport {
  source: AssetGraph['source'];
  initial: Bytes;
  /**
   * The initial bundle, the landing route's own chunks and the English catalogues of the shell and
   * of the landing route: the script "/" downloads before it renders.
   */
  landing: Bytes;
  routes: RouteBytes[];
}

function measure(distDir: string, files: Iterable<string>): Bytes {
  const bytes: Bytes = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: 0 };
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    const gzip = gzipSync(content).length;
    bytes.files++;
    if (file.endsWith('.css')) {
      bytes.cssRaw += content.length;
      bytes.cssGzip += gzip;
    } else {
      bytes.jsRaw += content.length;
      bytes.jsGzip += gzip;
    }
  }
  return bytes;
}

/** What index.html loads before any route: the entry's static imports, preloads and stylesheets. */
function initialFiles(distDir: string, graph: AssetGraph): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return closure(graph, referenced);
}

/**
 * Lazy routes as the router declares them:
 * `{ path: 'x', lazy: page(() => import('../features/...'), 'XPage', ['namespace', ...]) }`, the
 * namespaces also as one of the lists in src/app/page-namespaces.ts (`CATALOGUE_NAMESPACES`).
 */
function lazyRoutes(webDir: string): { route: string; source: string; namespaces: string[] }[] {
  const code = readFileSync(join(webDir, 'src/app/routes.tsx'), 'utf8');
  const found = [
    ...code.matchAll(
      /\{\s*(?:index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)(?:\s*,\s*'[^']*'\s*(?:,\s*(\[[^\]]*\]|[A-Z_]+))?)?/g,
    ),
  ];
  return found.map((m) => ({
    route: `/${m[1] ?? ''}`,
    source: posix.normalize(posix.join('src/app', m[2]!)),
    namespaces: namespaceList(m[3] ?? '[]'),
  }));
}

/** `['a', 'b']` as written, or the name of a list in src/app/page-namespaces.ts. */
function namespaceList(written: string): string[] {
  if (written.startsWith('[')) return [...written.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
  const list = (pageNamespaces as Record<string, string[] | undefined>)[written];
  if (!list) throw new Error(`${written} not found in apps/web/src/app/page-namespaces.ts`);
  return list;
}

/** The source of a namespace's English catalogue, named by the app's own rule (src/i18n/namespaces.ts). */
function englishCatalogue(webDir: string, namespace: string): string {
  const found = readdirSync(join(webDir, 'src'), { recursive: true, encoding: 'utf8' })
    .map((path) => posix.join('src', path.split(sep).join('/')))
    .find((path) => path.endsWith('/locales/en.json') && namespaceOf(path) === namespace);
  if (!found) throw new Error(`No English catalogue found for namespace "${namespace}"`);
  return found;
}

/** JS and CSS bytes per route chunk, beyond what the initial bundle already loaded. */
export function bundleReport(webDir: string, distDir = join(webDir, 'dist')): BundleReport {
  const graph = readAssetGraph(distDir);
  const initial = initialFiles(distDir, graph);
  const byPage = new Map<string, string[]>();
  const namespacesOf = new Map<string, string[]>();
  for (const { route, source, namespaces } of lazyRoutes(webDir)) {
    byPage.set(source, [...(byPage.get(source) ?? []), route]);
    namespacesOf.set(source, namespaces);
  }
  if (byPage.size === 0) throw new Error('No lazy routes found in apps/web/src/app/routes.tsx');

  const routes: RouteBytes[] = [];
  let landing: Bytes | undefined;
  for (const [source, paths] of byPage) {
    const chunk = graph.chunkOf(source);
    if (!chunk) throw new Error(`No built chunk found for ${source}; run npm run build first`);
    const own = [...closure(graph, [chunk])].filter((file) => !initial.has(file));
    routes.push({ routes: paths, page: source.split('/').pop()!, bytes: measure(distDir, own) });
    if (paths.includes('/')) {
      const catalogues = [...SHELL_NAMESPACES, ...(namespacesOf.get(source) ?? [])].map((namespace) => {
        const file = graph.chunkOf(englishCatalogue(webDir, namespace));
        if (!file) throw new Error(`No built chunk found for the "${namespace}" catalogue`);
        return file;
      });
      landing = measure(distDir, new Set([...initial, ...own, ...closure(graph, catalogues)]));
    }
  }
  if (!landing) throw new Error('The landing route (index: true) was not found among the lazy routes');
  return { source: graph.source, initial: measure(distDir, initial), landing, routes };
}
