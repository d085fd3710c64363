/**
 * List items made of a shared part and a per-answer part (a product's fields, and its
 * availability now), whose JSON is written from the shared part's text, kept once per shared
 * object, instead of being stringified again in every answer (decision 047). `jsonOf` gives
 * exactly what JSON.stringify gives for the same value.
 */
interface Parts {
  shared: object;
  own: object;
}

const partsOf = new WeakMap<object, Parts>();
/** The shared part's JSON without its closing brace. */
const sharedText = new WeakMap<object, string>();

/**
 * `{ ...shared, ...own }`, remembered as made of the two. `shared` must not be changed afterwards,
 * and must have no key that `own` has.
 */
export function composed<S extends object, O extends object>(shared: S, own: O): S & O {
  const item = { ...shared, ...own };
  partsOf.set(item, { shared, own });
  return item;
}

/** `{ ...item, ...more }`, still made of item's shared part when it had one. */
export function extended<I extends object, M extends object>(item: I, more: M): I & M {
  const parts = partsOf.get(item);
  if (!parts) return { ...item, ...more };
  return composed(parts.shared, { ...parts.own, ...more }) as I & M;
}

function itemJson(value: unknown): string {
  const parts = value !== null && typeof value === 'object' ? partsOf.get(value) : undefined;
  if (!parts) return JSON.stringify(value) ?? 'null';
  let head = sharedText.get(parts.shared);
  if (head === undefined) {
    head = JSON.stringify(parts.shared).slice(0, -1);
    sharedText.set(parts.shared, head);
  }
  const own = JSON.stringify(parts.own);
  if (own === '{}') return `${head}}`;
  return head === '{' ? own : `${head},${own.slice(1)}`;
}

const listJson = (items: unknown[]) => `[${items.map(itemJson).join(',')}]`;

/**
 * JSON of an answer: a list of items, or an object some of whose fields are lists of items
 * (`{ items, nextCursor }`). Anything else is written by JSON.stringify as it is.
 */
export function jsonOf(answer: unknown): string {
  if (Array.isArray(answer)) return listJson(answer);
  if (answer === null || typeof answer !== 'object' || Object.getPrototypeOf(answer) !== Object.prototype) return JSON.stringify(answer);
  const fields: string[] = [];
  for (const [key, value] of Object.entries(answer)) {
    const text = Array.isArray(value) ? listJson(value) : JSON.stringify(value);
    if (text !== undefined) fields.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${fields.join(',')}}`;
}
