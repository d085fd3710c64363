import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** One built file and what loading it pulls in, as paths relative to dist (assets/x.js). */
export interface AssetNode {
  imports: string[];
  css: string[];
}
export interface AssetGraph {
  nodes: Map<string, AssetNode>;
  /** The chunk built from a source page file (e.g. src/features/catalog/pages/landing-page.tsx). */
  chunkOf(source: string): string | undefined;
  source: 'Vite manifest' | 'chunk names and import statements';
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

function fromManifest(manifestPath: string): AssetGraph {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const nodes = new Map<string, AssetNode>();
  for (const chunk of Object.values(manifest)) {
    nodes.set(chunk.file, { imports: (chunk.imports ?? []).map((key) => manifest[key]!.file), css: chunk.css ?? [] });
  }
  return { nodes, chunkOf: (source) => manifest[source]?.file, source: 'Vite manifest' };
}

/** `name-HASH.ext` -> `name` (Vite's default file names end in an 8-character hash). */
export const stemOf = (file: string) => /^(.*)-[\w-]{8}\.\w+$/.exec(basename(file))?.[1] ?? basename(file);

// Minified static imports: import{a as b}from"./x-HASH.js"; import"./y-HASH.js"; export{c}from"./z.js"
const STATIC_IMPORT = /(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

/**
 * Without a manifest: static imports read from each chunk, and a chunk's CSS found by name (Vite
 * names a chunk's extracted CSS after the chunk).
 */
function fromChunks(distDir: string): AssetGraph {
  const files = readdirSync(join(distDir, 'assets'));
  const cssByStem = new Map<string, string[]>();
  for (const f of files.filter((f) => f.endsWith('.css'))) cssByStem.set(stemOf(f), [...(cssByStem.get(stemOf(f)) ?? []), `assets/${f}`]);
  const nodes = new Map<string, AssetNode>();
  for (const f of files.filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(distDir, 'assets', f), 'utf8');
    const imports = [...new Set([...code.matchAll(STATIC_IMPORT)].map((m) => `assets/${m[1]}`))];
    nodes.set(`assets/${f}`, { imports, css: cssByStem.get(stemOf(f)) ?? [] });
  }
  return {
    nodes,
    chunkOf: (source) => {
      const stem = basename(source).replace(/\.[jt]sx?$/, '');
      return [...nodes.keys()].find((file) => stemOf(file) === stem);
    },
    source: 'chunk names and import statements',
  };
}

export function readAssetGraph(distDir: string): AssetGraph {
  const manifest = join(distDir, '.vite', 'manifest.json');
  return existsSync(manifest) ? fromManifest(manifest) : fromChunks(distDir);
}

/** Every JS and CSS file loading `roots` brings in through static imports. */
export function closure(graph: AssetGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const node = graph.nodes.get(file);
    node?.css.forEach((css) => seen.add(css));
    node?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}
