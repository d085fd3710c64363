import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status.ts';
import { ZSubOrder } from './orders.ts';

/** Newest sub-orders a store's Orders tab receives at once; older ones stay stored. */
export const STORE_ORDERS_LIST_CAP = 300;
/** Sales rows sent at once; the totals always cover every matching sale. */
export const SALES_LIST_CAP = 1000;

export const ZSubOrderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of: ${ORDER_STATUSES.join(', ')}` }),
});
export type TSubOrderStatusRequest = z.infer<typeof ZSubOrderStatusRequest>;

export const ZSubOrderStatusResponse = z.object({ message: z.string(), status: z.string(), subOrder: ZSubOrder });
export type TSubOrderStatusResponse = z.infer<typeof ZSubOrderStatusResponse>;

export const ZStoreOrderList = z.array(ZSubOrder);

/** Sub-orders whose order the customer confirmed, newest delivery first, with their totals. */
export const ZSalesResponse = z.object({
  /** The Kenyan day filtered on, or null for every day. */
  date: z.string().nullable(),
  sales: z.array(ZSubOrder),
  totals: z.object({ count: z.number(), amount: z.number() }),
});
export type TSalesResponse = z.infer<typeof ZSalesResponse>;
