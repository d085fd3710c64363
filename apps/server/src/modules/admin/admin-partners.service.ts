import { rooms } from '@sokoni/domain/events';
import type { TAdminPauseRequest } from '@sokoni/domain/contracts/admin';
import { pauseEnd } from '../partner/store-hours.service.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Realtime } from '../../plugins/socket.ts';
import type { FileStorage } from '../../providers/storage/storage.ts';
import type { PartnerRow } from '../partner/partner.repository.ts';
import type { AdminPartnerRepository, AdminPartnerWrites, PartnerFilter } from './admin-partners.repository.ts';
import { toAdminPartnerDetailDto, toAdminPartnerDto } from './admin-partners.dto.ts';
import type { AuditWrites } from '../audit/audit-writes.ts';
import { openBusinessPermit } from './business-permit-file.ts';
import { alreadySuspended, disconnectRoom, notSuspended } from './suspension.ts';

const NOT_FOUND = 'Store not found.';

type Decision = (store: PartnerRow, repo: AdminPartnerWrites, audit: AuditWrites) => Promise<PartnerRow>;

/**
 * The admin's store console: list and inspect stores, verify, suspend and reinstate them.
 * A suspended store disappears from the public catalogue (every catalogue query joins on
 * partners.suspended = false), its login and its token answer the suspension message, and its
 * live connections are closed.
 */
export function createAdminPartnerService(deps: { partners: AdminPartnerRepository; realtime: Pick<Realtime, 'io'>; storage: FileStorage }) {
  async function existing(id: string) {
    const row = await deps.partners.findById(id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** Runs one decision on the locked store row, with its audit row, in one transaction. */
  async function decide(id: string, decision: Decision) {
    const row = await deps.partners.transaction(async (repo, audit) => {
      const store = await repo.lock(id);
      if (!store) throw notFound(NOT_FOUND);
      return decision(store, repo, audit);
    });
    return toAdminPartnerDto(row);
  }

  const record = (audit: AuditWrites, admin: Account, store: PartnerRow, action: Parameters<AuditWrites['record']>[0]['action'], reason: string | null) =>
    audit.record({ adminId: admin.id, action, targetType: 'partner', targetId: store.id, reason, details: { businessName: store.businessName } });

  return {
    async list(query: { q?: string; status: PartnerFilter; cursor?: string; limit: number }) {
      const page = await deps.partners.list(query);
      return { ...page, items: page.items.map((row) => toAdminPartnerDto(row)) };
    },

    async detail(id: string) {
      const [row, activity] = await Promise.all([existing(id), deps.partners.activity(id)]);
      return toAdminPartnerDetailDto(row, activity);
    },

    verify(admin: Account, id: string) {
      return decide(id, async (store, repo, audit) => {
        if (store.verified) throw conflict('This store is already verified.');
        const updated = await repo.update(id, { verified: true });
        await record(audit, admin, store, 'partner.verify', null);
        return updated;
      });
    },

    async suspend(admin: Account, id: string, reason: string) {
      if (id === admin.id) throw conflict('You cannot suspend your own account.');
      const partner = await decide(id, async (store, repo, audit) => {
        // Admin power comes from ADMIN_EMAILS or the server's shell; one admin suspending another would be a lock-out, not a fix.
        if (store.role === 'admin') {
          throw conflict('This store is an administrator account: remove its address from ADMIN_EMAILS, or revoke it on the server (npm run admin -- revoke EMAIL), instead.');
        }
        if (store.suspended) throw conflict(alreadySuspended('store'));
        const updated = await repo.update(id, { suspended: true, suspendedReason: reason });
        await record(audit, admin, store, 'partner.suspend', reason);
        return updated;
      });
      disconnectRoom(deps.realtime, rooms.partner(id));
      return partner;
    },

    reinstate(admin: Account, id: string, reason: string) {
      return decide(id, async (store, repo, audit) => {
        if (!store.suspended) throw conflict(notSuspended('store'));
        const updated = await repo.update(id, { suspended: false, suspendedReason: null });
        await record(audit, admin, store, 'partner.reinstate', reason);
        return updated;
      });
    },

    /** Pauses a store's new orders, e.g. when it stopped answering; it ends by itself like the store's own pause. */
    pause(admin: Account, id: string, request: TAdminPauseRequest) {
      return decide(id, async (store, repo, audit) => {
        const until = pauseEnd(request.minutes, new Date());
        const updated = await repo.update(id, { pausedUntil: until, pauseReason: request.reason });
        await audit.record({ adminId: admin.id, action: 'partner.pause', targetType: 'partner', targetId: id, reason: request.reason, details: { businessName: store.businessName, pausedUntil: until.toISOString() } });
        return updated;
      });
    },

    resume(admin: Account, id: string, reason: string | null) {
      return decide(id, async (store, repo, audit) => {
        if (!store.pausedUntil || store.pausedUntil <= new Date()) throw conflict('This store is not paused.');
        const updated = await repo.update(id, { pausedUntil: null, pauseReason: null });
        await record(audit, admin, store, 'partner.resume', reason);
        return updated;
      });
    },

    /** The permit file, for the admin or the store that owns it. */
    async businessPermit(account: Account, id: string) {
      if (!account.isAdmin && account.id !== id) throw forbidden('Only the store itself or an administrator can view its business permit.');
      const row = await existing(id);
      const file = await openBusinessPermit(deps.storage, row.businessPermit);
      return { ...file, filename: `business-permit-${row.slug}.${file.extension}` };
    },
  };
}
export type AdminPartnerService = ReturnType<typeof createAdminPartnerService>;
