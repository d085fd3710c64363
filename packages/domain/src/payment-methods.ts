/**
 * The payment methods Sokoni takes, named once. Cash on delivery is paid at hand-over; M-Pesa is
 * paid ahead, before the shops see the order. Everything that depends on how an order is paid asks
 * these functions rather than comparing the stored words (the API keeps 'COD' and 'Mpesa').
 */
export const CASH = 'COD';
export const MPESA = 'Mpesa';
export type PaymentMethod = typeof CASH | typeof MPESA;

export const isCash = (method: string | null | undefined): boolean => method === CASH;
export const isMpesa = (method: string | null | undefined): boolean => method === MPESA;
/** Paid before the shops see the order, so money may be owed back when part of it is not delivered. */
export const paysAhead = (method: string): boolean => !isCash(method);

/** The method a customer asked for at checkout ('cod', 'MPESA' ...), or null when Sokoni does not take it (yet). */
export function offeredMethod(asked: string, offered: readonly PaymentMethod[]): PaymentMethod | null {
  const word = asked.trim().toUpperCase();
  return offered.find((m) => m.toUpperCase() === word) ?? null;
}
