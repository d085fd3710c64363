import type { Language } from './languages.ts';
import { namespaceOf } from './namespaces.ts';

/**
 * Message catalogues live beside the code that shows them: `<folder>/locales/en.json` and
 * `sw.json`, one namespace per folder, named after it (`features/cart/locales` is `cart`,
 * `components/ui/locales` is `ui`); the shared words in `i18n/locales` are `common`.
 * Every catalogue is its own small chunk, fetched when a page that needs it is opened, so the
 * landing page carries neither the other language nor the dashboards' words.
 */
type Catalogue = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalogue }>;

const loaders = import.meta.glob<{ default: Catalogue }>('/src/**/locales/{en,sw}.json');

function languageOf(path: string): string {
  return /\/locales\/([a-z]+)\.json$/.exec(path)?.[1] ?? '';
}

const byKey = new Map<string, Loader>(Object.entries(loaders).map(([path, load]) => [`${languageOf(path)}/${namespaceOf(path)}`, load]));
const pathByKey = new Map<string, string>(Object.keys(loaders).map((path) => [`${languageOf(path)}/${namespaceOf(path)}`, path]));

/** Where a catalogue's source is, from the app's folder: 'src/features/cart/locales/sw.json'. */
export function cataloguePath(language: Language, namespace: string): string {
  const path = pathByKey.get(`${language}/${namespace}`);
  if (!path) throw new Error(`No ${language} catalogue for namespace "${namespace}"`);
  return path.replace(/^\//, '');
}

export function loadCatalogue(language: Language, namespace: string): Promise<Catalogue> {
  const load = byKey.get(`${language}/${namespace}`);
  if (!load) return Promise.reject(new Error(`No ${language} catalogue for namespace "${namespace}"`));
  return load().then((module) => module.default);
}

export function knownNamespaces(): string[] {
  return [...new Set([...byKey.keys()].map((key) => key.split('/')[1]!))];
}
