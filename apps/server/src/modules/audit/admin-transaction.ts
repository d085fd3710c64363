import type { Db, DbOrTx } from '../../db/client.ts';
import { auditWrites, type AuditWrites } from './audit-writes.ts';

/** A transaction runner giving `work` an area's writes and the audit log, both bound to the same transaction. */
export function adminTransaction<W>(db: Db, writes: (db: DbOrTx) => W) {
  return <T>(work: (repo: W, audit: AuditWrites, tx: DbOrTx) => Promise<T>): Promise<T> => db.transaction((tx) => work(writes(tx), auditWrites(tx), tx));
}
