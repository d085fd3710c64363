import type { Account } from '../../plugins/authenticate.ts';

/** Who is part of an order: its customer, a shop with a sub-order in it, its driver. */
interface OrderParties {
  userId: string;
  partnerIds: readonly string[];
  assignedDriverId: string | null;
}

/** The customer, a shop in the order, its assigned driver, or the admin may read an order. */
export function canReadOrder(account: Account, parties: OrderParties): boolean {
  if (account.isAdmin) return true;
  if (account.kind === 'user') return account.id === parties.userId;
  if (account.kind === 'partner') return parties.partnerIds.includes(account.id);
  return account.kind === 'driver' && parties.assignedDriverId === account.id;
}

/** A sub-order is its own shop's business, plus the order's customer, driver and the admin. */
export function canReadSubOrder(account: Account, parties: OrderParties & { subOrderPartnerId: string }): boolean {
  if (account.kind === 'partner' && !account.isAdmin) return account.id === parties.subOrderPartnerId;
  return canReadOrder(account, { ...parties, partnerIds: [parties.subOrderPartnerId] });
}
