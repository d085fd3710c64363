import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The audit rows about one target, newest first, as the database holds them. */
export async function auditRowsFor(t: TestApp, targetId: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}
