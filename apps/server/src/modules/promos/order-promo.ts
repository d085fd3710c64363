import type { OrderPromo } from '@sokoni/domain/promo-ledger';
import type { DbOrTx } from '../../db/client.ts';
import { promoUseWrites } from './promos.repository.ts';

/** The promo code an order used, in cents, read in the transaction of the move being posted. */
export async function orderPromo(tx: DbOrTx, orderId: string): Promise<OrderPromo | null> {
  const use = await promoUseWrites(tx).promoOfOrder(orderId);
  return use ? { code: use.code, discountCents: use.discountCents, fundedBy: use.fundedBy, partnerId: use.partnerId } : null;
}
