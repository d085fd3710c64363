import { cataloguePath } from '../i18n/catalogues.ts';
import { SHELL_NAMESPACES } from '../i18n/namespaces.ts';
import type { Language } from '../i18n/languages.ts';
import { CATALOGUE_NAMESPACES, LANDING_NAMESPACES } from '../app/page-namespaces.ts';

/** Vite's build manifest: each source's file and the chunks it imports. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** Each rendered page's own source (its chunk) and catalogues, by address. */
const PAGES: ReadonlyArray<readonly [RegExp, string, readonly string[]]> = [
  [/^\/$/, 'src/features/catalog/pages/landing-page.tsx', LANDING_NAMESPACES],
  [/^\/(menu|offers|featured)\/?$/, 'src/features/catalog/pages/storefront-page.tsx', CATALOGUE_NAMESPACES],
  [/^\/store\/[^/]+\/?$/, 'src/features/catalog/pages/store-page.tsx', CATALOGUE_NAMESPACES],
  [/^\/product\/[^/]+\/?$/, 'src/features/catalog/pages/product-page.tsx', CATALOGUE_NAMESPACES],
];

/** Every chunk loading `source` brings in through static imports. */
function chunksOf(manifest: Manifest, source: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit(source);
  return [...seen];
}

/**
 * `<link rel="modulepreload">` for the page's own chunk and its words (the shell's and the
 * page's catalogues, in its language and English, the fallback), so they download beside the
 * entry instead of after it. Files the template already loads are left out.
 */
export function pagePreloads(manifest: Manifest, pathname: string, language: Language, template: string): string {
  const page = PAGES.find(([pattern]) => pattern.test(pathname));
  if (!page) return '';
  const [, source, namespaces] = page;
  const loaded = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const catalogues = [...new Set<Language>([language, 'en'])].flatMap((lang) => [...SHELL_NAMESPACES, ...namespaces].map((namespace) => cataloguePath(lang, namespace)));
  const files = new Set([source, ...catalogues].flatMap((key) => chunksOf(manifest, key)));
  return [...files]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
