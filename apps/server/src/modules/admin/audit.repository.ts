import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, partners } from '../../db/schema/index.ts';
import { newestFirst } from './admin-cursor.ts';

const newest = newestFirst('audit', auditLog.createdAt, auditLog.id);

export function createAuditRepository(db: Db) {
  return {
    /** Newest first, with the acting admin's store name and e-mail (null if that account is gone). */
    async list(cursor: string | undefined, limit: number) {
      const rows = await db
        .select({
          id: auditLog.id,
          adminId: auditLog.adminId,
          adminName: partners.businessName,
          adminEmail: partners.email,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          reason: auditLog.reason,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          cursorMicros: newest.micros,
        })
        .from(auditLog)
        .leftJoin(partners, eq(partners.id, auditLog.adminId))
        .where(and(newest.after(cursor)))
        .orderBy(...newest.orderBy)
        .limit(limit + 1);
      return newest.page(rows, limit, (row) => row);
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
