/**
 * Where a rider stands, in cents: cash they collected and still hold, earnings the platform owes
 * them, and the net of the two (positive: Sokoni owes the rider; negative: the rider owes Sokoni).
 */
export interface RiderPosition {
  cashHeld: number;
  earnings: number;
  net: number;
}

/** From the two ledger balances: earnings (credit positive) and cash (debited as collected). */
export function riderPosition(earningsBalance: number, cashBalance: number): RiderPosition {
  const cashHeld = -cashBalance;
  return { cashHeld, earnings: earningsBalance, net: earningsBalance - cashHeld };
}

/**
 * A rider who owes Sokoni more than the limit (cash held less earnings) takes no new cash orders
 * until they settle; M-Pesa orders are still theirs to take.
 */
export function mayTakeCashOrders(position: RiderPosition, limitCents: number): boolean {
  return -position.net <= limitCents;
}
