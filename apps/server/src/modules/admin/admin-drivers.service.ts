import type { FastifyBaseLogger } from 'fastify';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { rooms } from '@sokoni/domain/events';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Realtime } from '../../plugins/socket.ts';
import { toDriverDto } from '../driver/driver.dto.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import type { DriverRow } from '../driver/driver.repository.ts';
import type { DriverDocumentKind } from '@sokoni/domain/contracts/driver';
import type { FileStorage } from '../../providers/storage/storage.ts';
import { openDriverDocument } from './driver-document-file.ts';
import type { AdminDriverRepository, AdminDriverWrites, VerificationStatus } from './admin-drivers.repository.ts';
import type { AuditWrites } from '../audit/audit-writes.ts';
import { alreadySuspended, disconnectRoom, notSuspended } from './suspension.ts';

const orders = (n: number) => (n === 1 ? '1 order' : `${n} orders`);

/** The admin's answer says what happened to the driver's orders, since other people are waiting on them. */
export function releasedOrdersNote(outcome: ReleasedOrders | null): string {
  if (!outcome) return " Their orders could not all be handed back just now: check this driver's orders in the Orders section.";
  const { released, kept } = outcome;
  const parts = [];
  if (released) parts.push(`${orders(released)} not yet collected went back to the other drivers.`);
  if (kept) parts.push(`${orders(kept)} already picked up ${kept === 1 ? 'stays' : 'stay'} with this driver until delivered.`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

const toAdminDriverDto = (row: DriverRow & { deliveredOrders: number }): TAdminDriver => ({
  ...toDriverDto(row),
  suspendedReason: row.suspendedReason,
  deliveredOrders: row.deliveredOrders,
});

type Decision = (driver: DriverRow, repo: AdminDriverWrites, audit: AuditWrites) => Promise<DriverRow>;
export interface ReleasedOrders {
  /** Accepted but not collected: open to the other drivers again. */
  released: number;
  /** Items already collected: they stay with the driver until delivered. */
  kept: number;
}

/**
 * The admin's driver console. Verification decides who may take orders (only Approved drivers
 * see and accept them, see driver-orders.service); suspension refuses the driver's login and token.
 */
export function createAdminDriverService(deps: {
  drivers: AdminDriverRepository;
  realtime: Pick<Realtime, 'io'>;
  events: EventPublisher;
  /** Gives a driver's uncollected orders back to the other drivers (the order lifecycle's rule). */
  releaseOrders: (driverId: string, adminId: string, note: string) => Promise<ReleasedOrders>;
  log: Pick<FastifyBaseLogger, 'error'>;
  storage: FileStorage;
}) {
  /**
   * The decision is already committed when the orders are handed back, so a failure here must not
   * turn into an error for a decision that happened: it is logged and the answer says so (null).
   */
  async function releaseAfterDecision(driverId: string, admin: Account, note: string): Promise<ReleasedOrders | null> {
    try {
      return await deps.releaseOrders(driverId, admin.id, note);
    } catch (error) {
      deps.log.error({ err: error, driverId }, "could not hand a driver's orders back to the other drivers");
      return null;
    }
  }

  const reviewed = (driver: TAdminDriver): DomainEvent[] => [{ type: 'DriverReviewed', driverId: driver._id, verificationStatus: driver.verificationStatus, suspended: driver.suspended }];

  /**
   * Runs one decision on the locked driver row, with its audit row, in one transaction. A decision
   * the driver is told of (`tell`) writes its text as a job in that transaction, and their open
   * sockets follow it (they join or leave the offers room) once it commits.
   */
  async function decide(id: string, decision: Decision, tell = false): Promise<TAdminDriver> {
    const dto = await deps.drivers.transaction(async (repo, audit, tx) => {
      const driver = await repo.lock(id);
      if (!driver) throw notFound('Driver not found.');
      const updated = await decision(driver, repo, audit);
      const dto = toAdminDriverDto({ ...updated, deliveredOrders: await repo.deliveredCount(id) });
      if (tell) await deps.events.writeEffects(tx, reviewed(dto));
      return dto;
    });
    if (tell) deps.events.publish(reviewed(dto));
    return dto;
  }

  const record = (audit: AuditWrites, admin: Account, driver: DriverRow, action: Parameters<AuditWrites['record']>[0]['action'], reason: string | null, extra: Record<string, unknown> = {}) =>
    audit.record({ adminId: admin.id, action, targetType: 'driver', targetId: driver.id, reason, details: { username: driver.username, ...extra } });

  return {
    /** The ID or licence photo the driver uploaded, for the admin deciding on approval. */
    async document(id: string, kind: DriverDocumentKind) {
      const row = await deps.drivers.documents(id);
      if (!row) throw notFound('Driver not found.');
      const isId = kind === 'id-photo';
      const file = await openDriverDocument(deps.storage, isId ? row.idPhotoUrl : row.licencePhotoUrl, isId ? 'ID photo' : 'driving licence photo');
      return { ...file, filename: `${kind}-${row.username.replace(/[^A-Za-z0-9_-]/g, '_')}.webp` };
    },

    async list(query: { q?: string; status?: VerificationStatus; cursor?: string; limit: number }) {
      const page = await deps.drivers.list(query);
      return { ...page, items: page.items.map(toAdminDriverDto) };
    },

    async approve(admin: Account, id: string) {
      const driver = await decide(id, async (row, repo, audit) => {
        if (row.verificationStatus === 'Approved') throw conflict('This driver is already approved.');
        const updated = await repo.update(id, { verificationStatus: 'Approved', rejectionReason: null });
        await record(audit, admin, row, 'driver.approve', null, { from: row.verificationStatus });
        return updated;
      }, true);
      return driver;
    },

    /** Rejecting an approved driver withdraws the approval: they stop seeing new orders and lose the uncollected ones. */
    async reject(admin: Account, id: string, reason: string) {
      const driver = await decide(id, async (row, repo, audit) => {
        if (row.verificationStatus === 'Rejected') throw conflict('This driver is already rejected.');
        const updated = await repo.update(id, { verificationStatus: 'Rejected', rejectionReason: reason });
        await record(audit, admin, row, 'driver.reject', reason, { from: row.verificationStatus });
        return updated;
      }, true);
      return { driver, orders: await releaseAfterDecision(id, admin, `released: driver rejected (${reason})`) };
    },

    async suspend(admin: Account, id: string, reason: string) {
      const driver = await decide(id, async (row, repo, audit) => {
        if (row.suspended) throw conflict(alreadySuspended('driver'));
        const updated = await repo.update(id, { suspended: true, suspendedReason: reason });
        await record(audit, admin, row, 'driver.suspend', reason);
        return updated;
      });
      disconnectRoom(deps.realtime, rooms.driver(id));
      return { driver, orders: await releaseAfterDecision(id, admin, `released: driver suspended (${reason})`) };
    },

    async reinstate(admin: Account, id: string, reason: string | null) {
      const driver = await decide(id, async (row, repo, audit) => {
        if (!row.suspended) throw conflict(notSuspended('driver'));
        const updated = await repo.update(id, { suspended: false, suspendedReason: null });
        await record(audit, admin, row, 'driver.reinstate', reason);
        return updated;
      }, true);
      return driver;
    },
  };
}
export type AdminDriverService = ReturnType<typeof createAdminDriverService>;
