/**
 * Translates the English sentences Sokoni answers with, gettext style: a catalogue is keyed by the
 * English sentence, its dynamic parts written `{{name}}` ('Only {{count}} of {{name}} left in
 * stock.'). The English stays the source of truth in the code, the API contract and the tests;
 * a sentence is matched against the catalogue when it is about to reach a person, so the places
 * that build it need not change. Parts that are themselves catalogue sentences or words ('tip its
 * rider', 'today 17:00') are translated too; names, numbers and amounts pass through.
 */
export type MessageCatalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
  /** How much fixed text the key holds: the most specific key is tried first. */
  weight: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names of a sentence's placeholders, in order ('{{a}} of {{b}}' -> ['a', 'b']). */
export function placeholdersOf(sentence: string): string[] {
  return [...sentence.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function compile(english: string, translation: string): Pattern {
  const parts = english.split(PLACEHOLDER);
  const names: string[] = [];
  let source = '^';
  let weight = 0;
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      names.push(part);
      source += '([\\s\\S]*?)';
    } else {
      source += escapeRegex(part);
      weight += part.length;
    }
  });
  return { regex: new RegExp(`${source}$`), names, translation, weight };
}

export type MessageTranslator = (english: string) => string | null;

/**
 * Says a placeholder's value in the other language, e.g. a date kept in its English form
 * ('Wed 25 Nov, 12:30'); null to leave the value to the catalogues. Asked before the catalogues,
 * whose looser keys ('Wed {{time}}') would take the date apart.
 */
export type ValueTranslator = (value: string) => string | null;

/** A translator over one or more catalogues; it answers null for a sentence none of them knows. */
export function createMessageTranslator(...catalogues: MessageCatalogue[]): MessageTranslator {
  return createMessageTranslatorWith({}, ...catalogues);
}

/** The same, with translators for placeholder values that are not sentences (dates in a fixed form). */
export function createMessageTranslatorWith(options: { values?: readonly ValueTranslator[] }, ...catalogues: MessageCatalogue[]): MessageTranslator {
  const values = options.values ?? [];
  const translateValue = (value: string): string | null => {
    for (const translator of values) {
      const said = translator(value);
      if (said !== null) return said;
    }
    return null;
  };
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const catalogue of catalogues) {
    for (const [english, translation] of Object.entries(catalogue)) {
      if (english.includes('{{')) patterns.push(compile(english, translation));
      else exact.set(english, translation);
    }
  }
  patterns.sort((a, b) => b.weight - a.weight);

  function translate(english: string): string | null {
    const known = exact.get(english);
    if (known !== undefined) return known;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(english);
      if (!match) continue;
      const found = new Map(pattern.names.map((name, i) => [name, match[i + 1] ?? '']));
      return pattern.translation.replace(PLACEHOLDER, (_, name: string) => {
        const value = found.get(name) ?? '';
        // A part shorter than the whole sentence: translating it cannot loop.
        return (value && value !== english && (translateValue(value) ?? translate(value))) || value;
      });
    }
    return null;
  }
  return translate;
}
