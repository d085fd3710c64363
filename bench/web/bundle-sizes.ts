import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, readAssetGraph, type AssetGraph } from './asset-graph.ts';

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
  /** The initial bundle plus the landing route's own chunks: what "/" downloads before it renders. */
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

/** Lazy routes as the router declares them: `{ path: 'x', lazy: page(() => import('../features/...')) }`. */
function lazyRoutes(webDir: string): { route: string; source: string }[] {
  const code = readFileSync(join(webDir, 'src/app/routes.tsx'), 'utf8');
  const found = [...code.matchAll(/\{\s*(?:index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g)];
  return found.map((m) => ({ route: `/${m[1] ?? ''}`, source: posix.normalize(posix.join('src/app', m[2]!)) }));
}

/** JS and CSS bytes per route chunk, beyond what the initial bundle already loaded. */
export function bundleReport(webDir: string, distDir = join(webDir, 'dist')): BundleReport {
  const graph = readAssetGraph(distDir);
  const initial = initialFiles(distDir, graph);
  const byPage = new Map<string, string[]>();
  for (const { route, source } of lazyRoutes(webDir)) byPage.set(source, [...(byPage.get(source) ?? []), route]);
  if (byPage.size === 0) throw new Error('No lazy routes found in apps/web/src/app/routes.tsx');

  const routes: RouteBytes[] = [];
  let landing: Bytes | undefined;
  for (const [source, paths] of byPage) {
    const chunk = graph.chunkOf(source);
    if (!chunk) throw new Error(`No built chunk found for ${source}; run npm run build first`);
    const own = [...closure(graph, [chunk])].filter((file) => !initial.has(file));
    routes.push({ routes: paths, page: source.split('/').pop()!, bytes: measure(distDir, own) });
    if (paths.includes('/')) landing = measure(distDir, [...initial, ...own]);
  }
  if (!landing) throw new Error('The landing route (index: true) was not found among the lazy routes');
  return { source: graph.source, initial: measure(distDir, initial), landing, routes };
}
