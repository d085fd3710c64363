import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Loading the migrated template into a new PGlite costs a second or more of CPU (it unpacks a
 * 40 MB data directory and starts PostgreSQL); emptying the tables of one that a closed test app
 * leaves costs about a tenth of that. So a worker keeps the PGlites its test files closed, emptied
 * back to the template's state, and the next file gets one of those (the server project runs with
 * `isolate: false`, so this module and its idle list live as long as the worker).
 *
 * An instance goes back to the list only when emptying it leaves exactly the template: the same
 * tables, columns, indexes, triggers, functions and applied migrations (a test that migrates,
 * alters or restores into its database has its instance closed instead). What a test sees is the
 * same as on a freshly loaded copy: no rows, sequences from the start, no session settings,
 * listeners, locks or temporary tables.
 */
const idle: PGlite[] = [];
let templateFingerprint: string | undefined;

/** One fingerprint of everything a migration creates; cheap enough to take on every return. */
const FINGERPRINT = `
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
    select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
    union all
    select 'col ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '')
      from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')
    union all
    select 'idx ' || schemaname || ' ' || indexdef from pg_indexes where schemaname not in ('pg_catalog', 'information_schema')
    union all
    select 'con ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'trg ' || tgname || ' ' || tgenabled::text || ' ' || tgrelid::regclass::text from pg_trigger where not tgisinternal
    union all
    select 'fn ' || p.proname || ' ' || md5(p.prosrc) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'ext ' || extname || ' ' || extversion from pg_extension
    union all
    select 'mig ' || hash || ' ' || created_at from drizzle.__drizzle_migrations
  ) items`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** Back to the template's state: no rows but the migrations journal, every sequence restarted. */
async function empty(client: PGlite): Promise<void> {
  await client.exec('DISCARD ALL');
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
  );
  if (tables.length) await client.exec(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
  const { rows: sequences } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname <> 'drizzle'`,
  );
  for (const s of sequences) await client.exec(`ALTER SEQUENCE ${s.name} RESTART`);
}

/** A migrated, empty PGlite: one a closed test left, or a new copy of the template file. */
export async function takePglite(templateFile: string): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(templateFile)]), extensions: { pg_trgm } });
  templateFingerprint ??= await fingerprint(client);
  return client;
}

/** Empties `client` for the next test file, or closes it when its schema is no longer the template's. */
export async function givePgliteBack(client: PGlite): Promise<void> {
  try {
    if (client.closed) return;
    // A statement a closed app left running finishes first (PGlite runs one at a time).
    await empty(client);
    if ((await fingerprint(client)) === templateFingerprint) {
      idle.push(client);
      return;
    }
  } catch {
    // Whatever the test did to it, it is not reused.
  }
  await client.close().catch(() => undefined);
}

/**
 * What a test file holds: `client` for as long as it has not closed it. After close() every call
 * fails as on a closed database (a test or a background task that outlives its app never reaches
 * the next file's data), and its listeners are removed.
 */
export function lease(client: PGlite): { client: PGlite; release(): Promise<void> } {
  let released = false;
  const unlisteners: (() => Promise<void>)[] = [];
  const closedError = () => new Error('PGlite is closed');
  const proxy = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return released || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'listen') {
        return async (...args: Parameters<PGlite['listen']>) => {
          if (released) throw closedError();
          const unlisten = await target.listen(...args);
          unlisteners.push(unlisten);
          return unlisten;
        };
      }
      if (property === 'close') return () => release();
      return (...args: unknown[]) => {
        if (released) {
          const error = closedError();
          return property === 'query' || property === 'exec' || property === 'transaction' ? Promise.reject(error) : (() => { throw error; })();
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  async function release() {
    if (released) return;
    released = true;
    for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => undefined);
    await givePgliteBack(client);
  }
  return { client: proxy, release };
}
