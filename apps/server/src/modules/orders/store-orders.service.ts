import { SALES_LIST_CAP, STORE_ORDERS_LIST_CAP, type TSalesResponse } from '@sokoni/domain/contracts/partner-orders';
import { kenyaDayBounds } from '@sokoni/domain/kenya-day';
import { shillingsFromCents } from '@sokoni/domain/money';
import { forbidden } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { StoreOrderRepository, StoreSubOrder } from './store-orders.repository.ts';
import { toSubOrderDto } from './order.dto.ts';

const NOT_YOURS = 'You can only see the orders of your own store.';
const toDto = ({ sub, aggregate }: StoreSubOrder) => toSubOrderDto(sub, aggregate);

/** A store's Orders and Sales tabs: its own sub-orders only (the admin may look at any store). */
export function createStoreOrderService(deps: { storeOrders: StoreOrderRepository }) {
  function authorise(account: Account, partnerId: string): void {
    if (account.isAdmin) return;
    if (account.kind !== 'partner' || account.id !== partnerId) throw forbidden(NOT_YOURS);
  }

  return {
    async list(account: Account, partnerId: string) {
      authorise(account, partnerId);
      const rows = await deps.storeOrders.listForPartner(partnerId, STORE_ORDERS_LIST_CAP);
      const deadlines = await deps.storeOrders.answerDeadlines(rows.filter((r) => r.sub.status === 'Pending').map((r) => r.sub.id));
      return rows.map((row) => {
        const answerBy = deadlines.get(row.sub.id);
        return { ...toDto(row), answerBy: answerBy ? answerBy.toISOString() : null };
      });
    },

    /** Sub-orders of confirmed orders, filtered by the day (in Kenya) they were delivered. */
    async sales(account: Account, partnerId: string, date: string | undefined): Promise<TSalesResponse> {
      authorise(account, partnerId);
      const day = date ? kenyaDayBounds(date) : null;
      const [rows, totals] = await Promise.all([
        deps.storeOrders.salesForPartner(partnerId, day, SALES_LIST_CAP),
        deps.storeOrders.salesTotals(partnerId, day),
      ]);
      return { date: date ?? null, sales: rows.map(toDto), totals: { count: totals.count, amount: shillingsFromCents(totals.amountCents) } };
    },
  };
}
export type StoreOrderService = ReturnType<typeof createStoreOrderService>;
