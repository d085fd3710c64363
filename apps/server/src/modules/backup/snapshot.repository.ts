import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Every table of the application's schema, found in the catalogue rather than listed in code, so
 * tables added by later migrations are backed up and restored without touching this file.
 * Partitions are left out: their rows are read and written through the partitioned parent.
 */
export function listTables(db: DbOrTx) {
  return rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by c.relname`,
  ).then((list) => list.map((r) => r.name));
}

/** Foreign keys between two different tables of the schema: `child` refers to `parent`. */
export function listForeignKeys(db: DbOrTx) {
  return rows<{ child: string; parent: string }>(
    db,
    sql`select distinct c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = current_schema() and k.conrelid <> k.confrelid`,
  );
}

export function listSequences(db: DbOrTx) {
  return rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'S'
          and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
        order by c.relname`,
  ).then((list) => list.map((r) => r.name));
}

export async function readSequence(db: DbOrTx, name: string) {
  const [row] = await rows<{ value: string; called: boolean }>(db, sql`select last_value::text as value, is_called as called from ${sql.identifier(name)}`);
  return row!;
}

export async function countRows(db: DbOrTx, table: string): Promise<number> {
  const [row] = await rows<{ n: string }>(db, sql`select count(*)::text as n from ${sql.identifier(table)}`);
  return Number(row!.n);
}

export async function hasRows(db: DbOrTx, table: string): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(db, sql`select exists (select 1 from ${sql.identifier(table)}) as found`);
  return row!.found;
}

/**
 * Streams a table as JSON lines through a cursor, `batch` rows at a time, so a large table never
 * sits in memory. Must run inside the snapshot's transaction (a cursor lives in one).
 */
export async function* tableLines(tx: DbOrTx, table: string, batch = 2000): AsyncGenerator<string[]> {
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.identifier(table)} t`);
  try {
    for (;;) {
      const lines = await rows<{ line: string }>(tx, sql.raw(`fetch ${batch} from backup_rows`));
      if (lines.length === 0) break;
      yield lines.map((l) => l.line);
    }
  } finally {
    await tx.execute(sql`close backup_rows`);
  }
}
