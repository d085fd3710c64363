import type { DbOrTx } from '../../db/client.ts';

/** What follows a new order, written in its transaction: its parts' shop alerts or answer deadlines. */
export type PlacedOrderFollowUp = (
  tx: DbOrTx,
  order: { id: string; scheduledFor: Date | null; subOrders: { id: string; partnerId: string; prepMinutes: number }[] },
) => Promise<void>;
