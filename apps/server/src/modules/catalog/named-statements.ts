import { createHash } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/sql-rows.ts';

const dialect = new PgDialect();

/**
 * Runs hand-written statements as named (prepared) statements on PostgreSQL: the name is a hash
 * of the SQL text, whose user values are all bound parameters, so every search of one shape
 * shares a statement each connection parses once and whose plan PostgreSQL may keep
 * (docs/decisions/028-catalogue-throughput.md). Past `maxNames` distinct texts (the shapes are
 * a few dozen in practice) statements run unnamed, so connections never collect an unbounded
 * number. On PGlite, or inside a transaction, they run as plain statements.
 */
export function createNamedStatements(db: DbOrTx, prefix: string, maxNames = 500) {
  const client = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const names = new Set<string>();
  return {
    /** `keepPlan` false: run unnamed, planned for its own values every time. */
    async rows<T>(query: SQL, keepPlan = true): Promise<T[]> {
      if (!pool) return queryRows<T>(db, query);
      const { sql: text, params } = dialect.sqlToQuery(query);
      const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      const named = keepPlan && (names.has(name) || names.size < maxNames);
      if (named) names.add(name);
      const result = await pool.query<T & pg.QueryResultRow>(named ? { name, text, values: params } : { text, values: params });
      return result.rows;
    },
  };
}
export type NamedStatements = ReturnType<typeof createNamedStatements>;
