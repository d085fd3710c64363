import type { DbOrTx } from '../../db/client.ts';

/**
 * The delivery fee of an order if only `storeIds` took part in it (checkout's fee rule), or null
 * when it cannot be worked out now: the caller then keeps the fee as it was.
 */
export type DeliveryRepricer = (tx: DbOrTx, orderId: string, storeIds: readonly string[]) => Promise<number | null>;
