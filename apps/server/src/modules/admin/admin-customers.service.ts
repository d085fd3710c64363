import type { TAdminCustomer } from '@sokoni/domain/contracts/admin';
import { rooms } from '@sokoni/domain/events';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Realtime } from '../../plugins/socket.ts';
import type { UserRow } from '../auth/user.repository.ts';
import type { AdminCustomerRepository } from './admin-customers.repository.ts';
import { alreadySuspended, disconnectRoom, notSuspended } from './suspension.ts';

const toAdminCustomerDto = (row: UserRow & { orderCount: number }): TAdminCustomer => ({
  _id: row.id,
  username: row.username,
  names: row.names,
  email: row.email,
  phoneNumber: row.phoneNumber,
  town: row.town,
  suspended: row.suspended,
  suspendedReason: row.suspendedReason,
  orderCount: row.orderCount,
  createdAt: row.createdAt.toISOString(),
});

/** The admin's customer console: a suspended customer cannot log in, and their token is refused. */
export function createAdminCustomerService(deps: { customers: AdminCustomerRepository; realtime: Pick<Realtime, 'io'> }) {
  async function setSuspended(admin: Account, id: string, suspended: boolean, reason: string | null) {
    return deps.customers.transaction(async (repo, audit) => {
      const customer = await repo.lock(id);
      if (!customer) throw notFound('Customer not found.');
      if (customer.suspended === suspended) throw conflict(suspended ? alreadySuspended('customer') : notSuspended('customer'));
      const updated = await repo.setSuspended(id, suspended, reason);
      await audit.record({
        adminId: admin.id,
        action: suspended ? 'customer.suspend' : 'customer.reinstate',
        targetType: 'customer',
        targetId: id,
        reason,
        details: { username: customer.username },
      });
      return toAdminCustomerDto({ ...updated, orderCount: await repo.orderCount(id) });
    });
  }

  return {
    async list(query: { q?: string; cursor?: string; limit: number }) {
      const page = await deps.customers.list(query);
      return { ...page, items: page.items.map(toAdminCustomerDto) };
    },

    async suspend(admin: Account, id: string, reason: string) {
      const customer = await setSuspended(admin, id, true, reason);
      disconnectRoom(deps.realtime, rooms.user(id));
      return customer;
    },

    reinstate(admin: Account, id: string, reason: string | null) {
      return setSuspended(admin, id, false, reason);
    },
  };
}
export type AdminCustomerService = ReturnType<typeof createAdminCustomerService>;
