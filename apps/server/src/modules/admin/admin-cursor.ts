import { desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isObjectId } from '@sokoni/domain/ids';
import { badRequest } from '../../lib/errors.ts';

const INVALID = 'cursor is not valid for this list; start again without it';

/**
 * Newest-first keyset paging on (created_at, id) for the admin lists. The cursor carries the
 * last row's time in whole microseconds (PostgreSQL's precision; a JS Date keeps only
 * milliseconds) and its id, and names its list so one list's cursor is refused by another.
 */
export function newestFirst(list: string, createdAt: AnyColumn, id: AnyColumn) {
  const micros = sql<number>`(extract(epoch from ${createdAt}) * 1000000)::bigint`.mapWith(Number);

  function decode(cursor: string): [number, string] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw badRequest(INVALID);
    }
    if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== list) throw badRequest(INVALID);
    const [, at, lastId] = parsed as [unknown, unknown, unknown];
    if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0 || typeof lastId !== 'string' || !isObjectId(lastId)) {
      throw badRequest(INVALID);
    }
    return [at, lastId.toLowerCase()];
  }

  return {
    /** Select this as `cursorMicros` beside each row. */
    micros,
    orderBy: [desc(createdAt), desc(id)] as SQL[],
    /** The rows after the cursor's row, or no condition without a cursor. */
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const [at, lastId] = decode(cursor);
      return sql`(${createdAt}, ${id}) < (TIMESTAMPTZ 'epoch' + ${at}::bigint * INTERVAL '1 microsecond', ${lastId}::char(24))`;
    },
    /** Rows were fetched with limit + 1: the extra one only says whether there is a next page. */
    page<R extends { cursorMicros: number; id: string }, T>(rows: R[], limit: number, toDto: (row: R) => T) {
      const more = rows.length > limit;
      const kept = more ? rows.slice(0, limit) : rows;
      const last = kept[kept.length - 1];
      return {
        items: kept.map(toDto),
        nextCursor: more && last ? Buffer.from(JSON.stringify([list, last.cursorMicros, last.id])).toString('base64url') : null,
      };
    },
  };
}

/** `%text%` for ILIKE with the text's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
