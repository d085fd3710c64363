import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { AWAITING_PAYMENT, CANCELLED, CONFIRMED_DELIVERED, DECLINED, EXPIRED } from '@sokoni/domain/order-statuses';
import { MPESA } from '@sokoni/domain/payment-methods';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import type { OrderAggregate, OrderReadRepository } from '../orders/order-reads.repository.ts';

/** What the menu needs of the customer a phone belongs to. */
export interface UssdCustomer {
  id: string;
  email: string;
  names: string;
  language: 'en' | 'sw' | null;
  suspended: boolean;
}

const DELIVERED = ['Delivered', CONFIRMED_DELIVERED];
const CLOSED = [...DELIVERED, CANCELLED, DECLINED, EXPIRED];
/** Enough unpaid orders for a few pages; a customer rarely has more than one. */
const UNPAID_LIMIT = 20;

export function createUssdCustomerRepository(db: Db, reads: OrderReadRepository) {
  return {
    /** The account whose phone number is this one (stored normalised, as signup stores it). */
    async byPhone(phone: string): Promise<UssdCustomer | null> {
      const [row] = await db
        .select({ id: users.id, email: users.email, names: users.names, language: users.language, suspended: users.suspended })
        .from(users)
        .where(eq(users.phoneNumber, phone));
      return row ?? null;
    },
    /** 'Order again' offers the last delivered orders, newest first. */
    delivered(userId: string, limit: number): Promise<OrderAggregate[]> {
      return reads.listWhere(and(eq(orders.userId, userId), inArray(orders.status, DELIVERED)), limit);
    },
    /** 'Track my order': the latest order still on its way to the customer. */
    async latestOpen(userId: string): Promise<OrderAggregate | null> {
      const [latest] = await reads.listWhere(and(eq(orders.userId, userId), notInArray(orders.status, CLOSED)), 1);
      return latest ?? null;
    },
    /** 'Pay for an order': M-Pesa orders still waiting for their payment. */
    unpaid(userId: string): Promise<OrderAggregate[]> {
      return reads.listWhere(and(eq(orders.userId, userId), eq(orders.status, AWAITING_PAYMENT), eq(orders.paymentMethod, MPESA)), UNPAID_LIMIT);
    },
  };
}
export type UssdCustomerRepository = ReturnType<typeof createUssdCustomerRepository>;
