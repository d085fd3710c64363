import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { isObjectId } from '@sokoni/domain/ids';
import { UNPAGED_LIST_CAP, type TPageQuery } from '@sokoni/domain/contracts/catalog';
import { badRequest } from '../../lib/errors.ts';

/**
 * Keyset pagination. Every list orders by a tuple of expressions ending in the row id, all in
 * one direction, so "the rows after the last one seen" is a single row comparison that a btree
 * index on the same tuple answers directly: `(a, b, id) < ($a, $b, $id)`.
 */
export interface KeysetKey {
  sql: SQL;
  /**
   * numeric: a decimal column; integer: an integer column or expression (compared as bigint, so
   * the row comparison stays on the column's own btree operators and its index); micros: a
   * timestamp carried as microseconds since 1970.
   */
  kind: 'numeric' | 'integer' | 'micros';
}

export interface KeysetOrder<R = never> {
  /** Named in the cursor, so a cursor from one sort is refused by another. */
  name: string;
  direction: 'asc' | 'desc';
  /** Sort expressions before the id. */
  keys: KeysetKey[];
  id: SQL | { getSQL(): SQL };
  /** The values of keys and id for a fetched row, as the next cursor carries them. */
  values(row: R): (number | string)[];
}

/** Timestamps keep microseconds in PostgreSQL but only milliseconds in a JS Date, so cursors carry integers. */
export const epochMicros = (column: SQL | { getSQL(): SQL }) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::bigint`.mapWith(Number);

export function microsToIso(micros: number): string {
  const iso = new Date(Math.floor(micros / 1000)).toISOString();
  return iso.replace('Z', `${String(micros % 1000).padStart(3, '0')}Z`);
}

export interface PageWindow {
  limit: number;
  offset: number;
  /** Sort values of the last row already seen: numbers for the keys, then the id. */
  after: (number | string)[] | null;
  /** Whether the caller asked for paging (then the answer is { items, nextCursor }). */
  paged: boolean;
}

export function keysetOrderBy<R>(order: KeysetOrder<R>): SQL[] {
  const dir = order.direction === 'asc' ? asc : desc;
  return [...order.keys.map((k) => k.sql), order.id as SQL].map((e) => dir(e));
}

/** A cursor value as the row comparison reads it: text and the type it is cast to. */
export interface KeysetValue {
  text: string;
  cast: 'char(24)' | 'timestamptz' | 'bigint' | 'numeric';
}

/** How a cursor value enters the statement: by default as a literal parameter of the call. */
export type KeysetValueSql = (value: KeysetValue, index: number) => SQL;

const literalValue: KeysetValueSql = ({ text, cast }) => sql`${text}::${sql.raw(cast)}`;

/**
 * `(keys, id) < (after…)` (or `>` ascending): the rows after the last one seen. Each value is
 * cast to its key's type, so the comparison stays on the columns' own btree operators and index.
 */
export function keysetAfter<R>(order: KeysetOrder<R>, after: PageWindow['after'], valueSql: KeysetValueSql = literalValue): SQL | undefined {
  if (!after) return undefined;
  const columns = sql.join([...order.keys.map((k) => k.sql), order.id as SQL], sql`, `);
  const values = sql.join(
    after.map((v, i) => {
      const key = order.keys[i];
      const value: KeysetValue = !key
        ? { text: String(v), cast: 'char(24)' }
        : key.kind === 'micros'
          ? { text: microsToIso(Number(v)), cast: 'timestamptz' }
          : { text: String(v), cast: key.kind === 'integer' ? 'bigint' : 'numeric' };
      return valueSql(value, i);
    }),
    sql`, `,
  );
  return order.direction === 'asc' ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}

function encodeCursor<R>(order: KeysetOrder<R>, values: (number | string)[]): string {
  return Buffer.from(JSON.stringify([order.name, ...values])).toString('base64url');
}

function keyValueOk(kind: KeysetKey['kind'] | undefined, v: number): boolean {
  if (kind === 'micros') return Number.isSafeInteger(v) && v >= 0;
  return kind === 'integer' ? Number.isSafeInteger(v) : Number.isFinite(v);
}

function decodeCursor<R>(order: KeysetOrder<R>, cursor: string): (number | string)[] {
  const invalid = () => badRequest('cursor is not valid for this list; start again without it');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed[0] !== order.name || parsed.length !== order.keys.length + 2) throw invalid();
  const values = parsed.slice(1);
  const keysOk = values
    .slice(0, -1)
    .every((v, i) => typeof v === 'number' && keyValueOk(order.keys[i]?.kind, v));
  const id = values[values.length - 1];
  if (!keysOk || typeof id !== 'string' || !isObjectId(id)) throw invalid();
  return values as (number | string)[];
}

/** Paging is asked for by any of limit, cursor or offset. */
export function isPaged(query: TPageQuery): boolean {
  return query.limit !== undefined || query.cursor !== undefined || query.offset !== undefined;
}

/** Turns limit/cursor/offset into a window; without any of them the list is capped, not paged. */
export function pageWindow<R>(query: TPageQuery, order: KeysetOrder<R>, defaultLimit = UNPAGED_LIST_CAP): PageWindow {
  return {
    paged: isPaged(query),
    limit: query.limit ?? defaultLimit,
    offset: query.offset ?? 0,
    after: query.cursor ? decodeCursor(order, query.cursor) : null,
  };
}

/** Rows were fetched with limit + 1: the extra row only tells whether another page exists. */
export function toPage<R, T>(
  rows: R[],
  window: PageWindow,
  order: KeysetOrder<R>,
  toDto: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const more = rows.length > window.limit;
  const kept = more ? rows.slice(0, window.limit) : rows;
  const last = kept[kept.length - 1];
  return {
    items: kept.map(toDto),
    nextCursor: more && last ? encodeCursor(order, order.values(last)) : null,
  };
}
