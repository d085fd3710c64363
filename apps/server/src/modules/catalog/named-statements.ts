import { createHash } from 'node:crypto';
import pg from 'pg';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';

const dialect = new PgDialect();

interface Built {
  name: string;
  text: string;
  /** Drizzle's parameters: placeholders, filled from each call's values. */
  params: unknown[];
}

/**
 * Hand-written statements whose SQL depends only on a shape (a short key the caller derives
 * from its input), with every user value a named placeholder: each shape's SQL is built once
 * per process, not by Drizzle's templates at every call, and on PostgreSQL it runs as a named
 * statement that each connection parses once and whose plan PostgreSQL may keep
 * (docs/decisions/028 and 043). Shapes are combinations of a few facts about the input, so they
 * stay few. On PGlite, or inside a transaction, a statement runs unnamed.
 */
export function createNamedStatements(db: DbOrTx, prefix: string) {
  const client = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const byShape = new Map<string, Built>();
  const built = (shape: string, build: () => SQL): Built => {
    let known = byShape.get(shape);
    if (!known) {
      const query = dialect.sqlToQuery(build());
      known = { name: `${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`, text: query.sql, params: query.params };
      byShape.set(shape, known);
    }
    return known;
  };
  return {
    /**
     * The rows of shape's statement (built by `build` the first time) with `values`, run on `on`
     * (the pool the statements belong to, or a transaction). `keepPlan` false: run unnamed,
     * planned for its own values every time.
     */
    async rows<T>(on: DbOrTx, shape: string, build: () => SQL, values: Record<string, unknown>, keepPlan = true): Promise<T[]> {
      const statement = built(shape, build);
      const params = fillPlaceholders(statement.params, values);
      if (!pool || on !== db) {
        const query = on._.session.prepareQuery({ sql: statement.text, params }, undefined, undefined, false);
        return ((await query.execute()) as { rows: T[] }).rows;
      }
      const result = await pool.query<T & pg.QueryResultRow>(keepPlan ? { name: statement.name, text: statement.text, values: params } : { text: statement.text, values: params });
      return result.rows;
    },
  };
}
export type NamedStatements = ReturnType<typeof createNamedStatements>;
