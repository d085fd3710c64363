import { describe, expect, it } from 'vitest';
import { namespaceOf } from './namespaces.ts';

/**
 * CI's missing-key check: every catalogue exists in both languages with the same keys (plural
 * forms included), no empty message, and the same {{placeholders}} and <tags> in both, so a
 * Kiswahili screen never falls back to English nor loses a number or a link.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/**/locales/*.json', { eager: true });

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) for (const entry of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(...entry);
  return out;
}

const byNamespace = new Map<string, Partial<Record<string, Map<string, string>>>>();
for (const [path, module] of Object.entries(files)) {
  const language = /\/locales\/([a-z]+)\.json$/.exec(path)![1]!;
  const namespace = namespaceOf(path);
  const entry = byNamespace.get(namespace) ?? {};
  expect(entry[language], `two folders are both named "${namespace}"`).toBeUndefined();
  entry[language] = flatten(module.default);
  byNamespace.set(namespace, entry);
}

const markers = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();

describe('message catalogues', () => {
  it('come in English and Kiswahili only, for every namespace', () => {
    for (const [namespace, languages] of byNamespace) expect(Object.keys(languages).sort(), namespace).toEqual(['en', 'sw']);
  });

  for (const [namespace, { en = new Map(), sw = new Map() }] of byNamespace) {
    it(`${namespace}: the same keys in both languages`, () => {
      expect([...sw.keys()].filter((key) => !en.has(key)), 'keys only in sw.json').toEqual([]);
      expect([...en.keys()].filter((key) => !sw.has(key)), 'keys missing from sw.json').toEqual([]);
    });

    it(`${namespace}: no empty message, and the same placeholders and tags in both`, () => {
      for (const [key, english] of en) {
        const swahili = sw.get(key) ?? '';
        expect(english.trim(), `en ${key}`).not.toBe('');
        expect(swahili.trim(), `sw ${key}`).not.toBe('');
        expect(markers(swahili), `sw ${key}`).toEqual(markers(english));
      }
    });
  }
});
