import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Columns a row can be given (generated columns are computed by the database itself). */
export async function writableColumns(db: DbOrTx, table: string): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return list.map((c) => c.name);
}

/**
 * Inserts JSON-lines rows as they were dumped: PostgreSQL parses each value with the column's own
 * type (numeric stays exact, timestamps keep their zone, jsonb stays jsonb), whichever engine wrote it.
 */
export async function insertRows(db: DbOrTx, table: string, columns: string[], lines: string[]): Promise<void> {
  const list = sql.raw(columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', '));
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/** Triggers that derive rows (e.g. product search words) would duplicate rows the archive already has. */
export async function setUserTriggers(db: DbOrTx, table: string, enabled: boolean): Promise<void> {
  await db.execute(sql`alter table ${sql.identifier(table)} ${sql.raw(enabled ? 'enable' : 'disable')} trigger user`);
}

export async function setSequence(db: DbOrTx, name: string, value: string, called: boolean): Promise<void> {
  await db.execute(sql`select setval(${`"${name.replaceAll('"', '""')}"`}::regclass, ${value}::bigint, ${called})`);
}

/**
 * Empties the application's schema for `--force`: its tables, sequences, views, types and functions
 * (never those of an extension such as pg_trgm) and drizzle's record of applied migrations.
 */
export async function dropApplicationSchema(db: DbOrTx): Promise<void> {
  const notExtension = sql`not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`;
  const relations = await rows<{ name: string; kind: string }>(
    db,
    sql`select c.relname as name, c.relkind::text as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S') and ${notExtension}`,
  );
  const words: Record<string, string> = { r: 'table', p: 'table', v: 'view', m: 'materialized view', S: 'sequence' };
  for (const { name, kind } of relations) {
    await db.execute(sql`drop ${sql.raw(words[kind]!)} if exists ${sql.identifier(name)} cascade`);
  }
  const functions = await rows<{ signature: string }>(
    db,
    sql`select c.oid::regprocedure::text as signature from pg_proc c join pg_namespace n on n.oid = c.pronamespace
        where n.nspname = current_schema() and ${notExtension}`,
  );
  for (const { signature } of functions) await db.execute(sql.raw(`drop function if exists ${signature} cascade`));
  const types = await rows<{ name: string }>(
    db,
    sql`select c.typname as name from pg_type c join pg_namespace n on n.oid = c.typnamespace
        where n.nspname = current_schema() and c.typtype in ('e', 'd') and ${notExtension}`,
  );
  for (const { name } of types) await db.execute(sql`drop type if exists ${sql.identifier(name)} cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
}
