import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { AdminAction } from '@sokoni/domain/contracts/admin';

interface AuditEntryInput {
  adminId: string;
  action: AdminAction;
  targetType: 'partner' | 'driver' | 'customer' | 'order' | 'message' | 'settings' | 'problem' | 'promo';
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

/** Written inside the transaction of the action it records: no action without its row, no row without its action. */
export function auditWrites(db: DbOrTx) {
  return {
    async record(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values({ id: newId(), ...entry, reason: entry.reason ?? null, details: entry.details ?? null });
    },
  };
}
export type AuditWrites = ReturnType<typeof auditWrites>;
