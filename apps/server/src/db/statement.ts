import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * A fixed SQL text with positional parameters ($1, $2 …), run on the database or inside a
 * transaction. On PostgreSQL it is a named prepared statement, so each connection parses and
 * plans it once; and no query builder runs per call. Kept for the few statements every order
 * runs, where that cost counts; everything else uses Drizzle's builders.
 * Rows come back as the driver gives them (snake_case names, numeric as text, timestamps as
 * text): `fromRow` maps a table's row like Drizzle does.
 */
export function preparedStatement<Row = Record<string, unknown>>(name: string, text: string) {
  return async (db: DbOrTx, params: unknown[]): Promise<Row[]> => {
    const query = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
    const result = (await query.execute()) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A table's columns for a RETURNING or select list. Named instead of `*`: a prepared statement
 * whose result columns change under it (a migration run by a newer process) fails until reprepared.
 */
export function columnList(table: PgTable): string {
  return Object.values(getTableColumns(table))
    .map((column) => `"${column.name}"`)
    .join(', ');
}

/** A raw row of `table` (by column name) as Drizzle's own selects return it (by field name, mapped). */
export function fromRow<T extends PgTable>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
