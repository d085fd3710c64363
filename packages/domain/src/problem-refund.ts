import { wholeShillingsForMpesa } from './money.ts';
import { B2C_MINIMUM_CENTS } from './mpesa-refund.ts';

/**
 * Money back for a problem report (decision 024): the chosen items (and perhaps the delivery fee),
 * never more than the customer paid for them less what earlier decisions already gave back.
 */

export interface RefundableItem {
  id: string;
  name: string;
  /** How many were ordered. */
  quantity: number;
  priceCents: number;
  storeId: string;
  /** Its part was cancelled or declined: its money went back (or was never taken) then. */
  dropped: boolean;
  /** How many of it earlier decisions already paid back. */
  refundedQuantity: number;
}

export interface RefundPlan {
  /** What each shop's items come to, in cents. */
  byStore: Map<string, number>;
  feeCents: number;
  totalCents: number;
  lines: { item: string; quantity: number; amountCents: number }[];
}

/** The amounts to pay back, or why not (a sentence for the admin). Repeated items are added up. */
export function planProblemRefund(input: {
  lines: readonly { item: string; quantity: number }[];
  items: readonly RefundableItem[];
  includeDeliveryFee: boolean;
  feeCents: number;
  feeAlreadyRefunded: boolean;
}): RefundPlan | { refusal: string } {
  if (input.lines.length === 0 && !input.includeDeliveryFee) return { refusal: 'Choose the items to pay back, the delivery fee, or both.' };
  const asked = new Map<string, number>();
  for (const line of input.lines) asked.set(line.item, (asked.get(line.item) ?? 0) + line.quantity);
  const byStore = new Map<string, number>();
  const lines: RefundPlan['lines'] = [];
  let totalCents = 0;
  for (const [id, quantity] of asked) {
    const item = input.items.find((i) => i.id === id);
    if (!item) return { refusal: 'One of the chosen items is not part of this order.' };
    if (item.dropped) return { refusal: `${item.name} was in a cancelled part of the order; its money went back then.` };
    const left = item.quantity - item.refundedQuantity;
    if (quantity > left) return { refusal: left > 0 ? `Only ${left} × ${item.name} can still be paid back.` : `${item.name} has been paid back in full already.` };
    const amountCents = quantity * item.priceCents;
    lines.push({ item: id, quantity, amountCents });
    byStore.set(item.storeId, (byStore.get(item.storeId) ?? 0) + amountCents);
    totalCents += amountCents;
  }
  let feeCents = 0;
  if (input.includeDeliveryFee) {
    if (input.feeAlreadyRefunded) return { refusal: 'The delivery fee has been paid back already.' };
    feeCents = input.feeCents;
    totalCents += feeCents;
  }
  if (totalCents <= 0) return { refusal: 'There is nothing to pay back: the chosen amount is Ksh 0.' };
  return { byStore, feeCents, totalCents, lines };
}

/**
 * How the money goes back: whole shillings to M-Pesa, up to what is left of the payment
 * (`mpesaRoomCents`; null when not paid by M-Pesa or the customer asked for credit), the rest as
 * credit. M-Pesa sends nothing below its minimum, so a small amount goes back as credit whole.
 */
export function splitRefund(totalCents: number, mpesaRoomCents: number | null): { mpesaCents: number; creditCents: number } {
  const mpesaCents = mpesaRoomCents === null ? 0 : Math.min(wholeShillingsForMpesa(totalCents, 'down'), wholeShillingsForMpesa(mpesaRoomCents, 'down'));
  if (mpesaCents < B2C_MINIMUM_CENTS) return { mpesaCents: 0, creditCents: totalCents };
  return { mpesaCents, creditCents: totalCents - mpesaCents };
}
