import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { rooms } from '@sokoni/domain/events';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Realtime } from '../../plugins/socket.ts';
import { toDriverDto } from '../driver/driver.dto.ts';
import type { DriverRow } from '../driver/driver.repository.ts';
import type { AdminDriverRepository, AdminDriverWrites, VerificationStatus } from './admin-drivers.repository.ts';
import type { AuditWrites } from './audit.repository.ts';
import { alreadySuspended, disconnectRoom, notSuspended } from './suspension.ts';

const toAdminDriverDto = (row: DriverRow & { deliveredOrders: number }): TAdminDriver => ({
  ...toDriverDto(row),
  suspendedReason: row.suspendedReason,
  deliveredOrders: row.deliveredOrders,
});

type Decision = (driver: DriverRow, repo: AdminDriverWrites, audit: AuditWrites) => Promise<DriverRow>;

/**
 * The admin's driver console. Verification decides who may take orders (only Approved drivers
 * see and accept them, see driver-orders.service); suspension refuses the driver's login and token.
 */
export function createAdminDriverService(deps: { drivers: AdminDriverRepository; realtime: Pick<Realtime, 'io'> }) {
  /** Runs one decision on the locked driver row, with its audit row, in one transaction. */
  async function decide(id: string, decision: Decision): Promise<TAdminDriver> {
    return deps.drivers.transaction(async (repo, audit) => {
      const driver = await repo.lock(id);
      if (!driver) throw notFound('Driver not found.');
      const updated = await decision(driver, repo, audit);
      return toAdminDriverDto({ ...updated, deliveredOrders: await repo.deliveredCount(id) });
    });
  }

  const record = (audit: AuditWrites, admin: Account, driver: DriverRow, action: Parameters<AuditWrites['record']>[0]['action'], reason: string | null, extra: Record<string, unknown> = {}) =>
    audit.record({ adminId: admin.id, action, targetType: 'driver', targetId: driver.id, reason, details: { username: driver.username, ...extra } });

  return {
    async list(query: { q?: string; status?: VerificationStatus; cursor?: string; limit: number }) {
      const page = await deps.drivers.list(query);
      return { ...page, items: page.items.map(toAdminDriverDto) };
    },

    approve(admin: Account, id: string) {
      return decide(id, async (driver, repo, audit) => {
        if (driver.verificationStatus === 'Approved') throw conflict('This driver is already approved.');
        const updated = await repo.update(id, { verificationStatus: 'Approved', rejectionReason: null });
        await record(audit, admin, driver, 'driver.approve', null, { from: driver.verificationStatus });
        return updated;
      });
    },

    /** Rejecting an approved driver withdraws the approval: they stop seeing new orders. */
    reject(admin: Account, id: string, reason: string) {
      return decide(id, async (driver, repo, audit) => {
        if (driver.verificationStatus === 'Rejected') throw conflict('This driver is already rejected.');
        const updated = await repo.update(id, { verificationStatus: 'Rejected', rejectionReason: reason });
        await record(audit, admin, driver, 'driver.reject', reason, { from: driver.verificationStatus });
        return updated;
      });
    },

    async suspend(admin: Account, id: string, reason: string) {
      const driver = await decide(id, async (row, repo, audit) => {
        if (row.suspended) throw conflict(alreadySuspended('driver'));
        const updated = await repo.update(id, { suspended: true, suspendedReason: reason });
        await record(audit, admin, row, 'driver.suspend', reason);
        return updated;
      });
      disconnectRoom(deps.realtime, rooms.driver(id));
      return driver;
    },

    reinstate(admin: Account, id: string, reason: string | null) {
      return decide(id, async (driver, repo, audit) => {
        if (!driver.suspended) throw conflict(notSuspended('driver'));
        const updated = await repo.update(id, { suspended: false, suspendedReason: null });
        await record(audit, admin, driver, 'driver.reinstate', reason);
        return updated;
      });
    },
  };
}
export type AdminDriverService = ReturnType<typeof createAdminDriverService>;
