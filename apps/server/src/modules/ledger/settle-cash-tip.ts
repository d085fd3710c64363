import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { riderTips } from '../../db/schema/index.ts';

/**
 * The rider records a cash tip, in the transaction of its ledger posting: the customer's promise
 * (or a failed M-Pesa tip) becomes Paid at what the rider was handed, or a Paid tip is written, so the
 * customer's order shows the same tip the rider's earnings do.
 */
export async function settleCashTip(tx: DbOrTx, row: { orderId: string; driverId: string; userId: string; amountCents: number }): Promise<void> {
  const settled = await tx
    .update(riderTips)
    .set({ status: 'Paid', method: 'cash', amountCents: row.amountCents, settledAt: new Date() })
    // A promise, or an M-Pesa tip whose prompt failed and was then handed over in cash.
    .where(and(eq(riderTips.orderId, row.orderId), inArray(riderTips.status, ['Promised', 'Failed'])))
    .returning({ id: riderTips.id });
  if (settled.length === 0) await tx.insert(riderTips).values({ id: newId(), ...row, method: 'cash', status: 'Paid', settledAt: new Date() });
}
