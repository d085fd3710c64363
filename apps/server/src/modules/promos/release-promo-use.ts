import { releasesPromoUse } from '@sokoni/domain/promo-rules';
import type { DbOrTx } from '../../db/client.ts';
import { promoUseWrites } from './promos.repository.ts';

/**
 * Called by the order transition after its moves, before it commits: an order that ended before
 * any shop prepared it gives its promo use back (see decision 025), so the customer may use the
 * code again and the code's count of uses drops.
 */
export async function releasePromoUseAfterMoves(tx: DbOrTx, before: { status: string; subOrderStatuses: readonly string[] }, order: { id: string; status: string }): Promise<void> {
  if (releasesPromoUse(before, order.status)) await promoUseWrites(tx).release(order.id, new Date());
}
