import pg from 'pg';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedShapes } from './prepared-shapes.ts';

const dialect = new PgDialect();

interface Built {
  /** The statement's name; none when it is planned for its own values at every call. */
  name: string | undefined;
  text: string;
  /** Drizzle's parameters: placeholders, filled from each call's values. */
  params: unknown[];
}

/**
 * Hand-written statements whose SQL depends only on a shape (a short key the caller derives
 * from its input), with every user value a named placeholder: each shape's SQL is built once
 * per process (preparedShapes), not by Drizzle's templates at every call, and on PostgreSQL it
 * runs as a named statement that each connection parses once and whose plan PostgreSQL may keep
 * (docs/decisions/028 and 043). On PGlite, or inside a transaction, a statement runs unnamed.
 */
export function createNamedStatements(db: DbOrTx, prefix: string) {
  const client = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const shapes = preparedShapes<Built>(prefix);
  return {
    /**
     * The rows of shape's statement (built by `build` the first time) with `values`, run on `on`
     * (the pool the statements belong to, or a transaction). `keepPlan` false (always the same for
     * one shape): run unnamed, planned for its own values every time.
     */
    async rows<T>(on: DbOrTx, shape: string, build: () => SQL, values: Record<string, unknown>, keepPlan = true): Promise<T[]> {
      const statement = shapes.get(shape, (name) => ({ name, ...toQuery(build()) }), keepPlan);
      const params = fillPlaceholders(statement.params, values);
      if (!pool || on !== db) {
        const query = on._.session.prepareQuery({ sql: statement.text, params }, undefined, undefined, false);
        return ((await query.execute()) as { rows: T[] }).rows;
      }
      const { name, text } = statement;
      const result = await pool.query<T & pg.QueryResultRow>(name ? { name, text, values: params } : { text, values: params });
      return result.rows;
    },
  };
}
export type NamedStatements = ReturnType<typeof createNamedStatements>;

function toQuery(query: SQL): { text: string; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}
