import type { TAuditEntry } from '@sokoni/domain/contracts/admin';
import type { AuditRepository } from './audit.repository.ts';

type AuditRow = Awaited<ReturnType<AuditRepository['list']>>['items'][number];

const toAuditDto = (row: AuditRow): TAuditEntry => ({
  _id: row.id,
  admin: { _id: row.adminId, name: row.adminName, email: row.adminEmail },
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  details: row.details ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function createAuditService(deps: { audit: AuditRepository }) {
  return {
    async list(query: { cursor?: string; limit: number }) {
      const page = await deps.audit.list(query.cursor, query.limit);
      return { ...page, items: page.items.map(toAuditDto) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
