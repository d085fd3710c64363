/**
 * Orders this driver handed back in this tab. Declining reopens an order to every driver,
 * including the one who declined it; that driver should see it listed, not hear it announced.
 */
const declined = new Set<string>();

export function rememberDeclined(orderId: string) {
  declined.add(orderId);
}

export function wasDeclinedHere(orderId: string): boolean {
  return declined.has(orderId);
}
