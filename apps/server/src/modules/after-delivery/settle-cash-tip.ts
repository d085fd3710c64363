import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { riderTips } from '../../db/schema/index.ts';

/**
 * The rider records a cash tip, in the transaction of its ledger posting: the customer's promise
 * becomes Paid at what the rider was handed, or (no promise) a Paid tip is written, so the
 * customer's order shows the same tip the rider's earnings do.
 */
export async function settleCashTip(tx: DbOrTx, row: { orderId: string; driverId: string; userId: string; amountCents: number }): Promise<void> {
  const settled = await tx
    .update(riderTips)
    .set({ status: 'Paid', amountCents: row.amountCents, settledAt: new Date() })
    .where(and(eq(riderTips.orderId, row.orderId), eq(riderTips.status, 'Promised')))
    .returning({ id: riderTips.id });
  if (settled.length === 0) await tx.insert(riderTips).values({ id: newId(), ...row, method: 'cash', status: 'Paid', settledAt: new Date() });
}
