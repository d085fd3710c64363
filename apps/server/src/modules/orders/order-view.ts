import { sumCents } from '@sokoni/domain/money';
import type { Account } from '../../plugins/authenticate.ts';
import type { OrderAggregate } from './order-reads.repository.ts';

/** A shop acting for itself (not the admin, who signs in as a store but sees every shop). */
export const readsAsOneShop = (account: Account): boolean => account.kind === 'partner' && !account.isAdmin;

/**
 * The part of an order an account may see. The customer, the driver and the admin see all of
 * it; a shop in a multi-shop order sees only its own sub-order and items, and a total that is
 * the sum of its own sub-orders, so the order read agrees with its sub-order read and never
 * tells one shop what the customer bought elsewhere.
 */
export function orderSeenBy(account: Account, aggregate: OrderAggregate): OrderAggregate {
  if (!readsAsOneShop(account)) return aggregate;
  const subOrders = aggregate.subOrders.filter((s) => s.partnerId === account.id);
  const ownIds = new Set(subOrders.map((s) => s.id));
  return {
    ...aggregate,
    order: { ...aggregate.order, totalCents: sumCents(subOrders.map((s) => s.totalCents)) },
    subOrders,
    items: aggregate.items.filter((item) => ownIds.has(item.subOrderId)),
  };
}

/** The same rule for the status pollers: a shop hears only its own sub-orders' statuses. */
export function subOrderStatusesSeenBy<T extends { partnerId: string }>(account: Account, subOrders: readonly T[]): T[] {
  return readsAsOneShop(account) ? subOrders.filter((s) => s.partnerId === account.id) : [...subOrders];
}
