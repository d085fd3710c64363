import { RECEIVED_STATUSES } from './order-statuses.ts';
import type { ProblemKind } from './contracts/problems.ts';

const HOUR_MS = 3_600_000;

/** Kinds about particular items: the customer must say which ones. */
const ABOUT_ITEMS: readonly ProblemKind[] = ['missing_item', 'wrong_item', 'damaged'];

/** Why the customer may not report a problem on this order now, or null when they may. */
export function reportRefusal(order: { status: string; deliveredAt: Date | null }, now: Date, windowHours: number): string | null {
  if (!RECEIVED_STATUSES.includes(order.status) || !order.deliveredAt) return 'A problem can be reported once the order has been delivered.';
  if (now.getTime() - order.deliveredAt.getTime() > windowHours * HOUR_MS) {
    return `Problems can be reported within ${windowHours} hours of delivery; this order was delivered longer ago. Please use the contact form.`;
  }
  return null;
}

interface OrderedItem {
  id: string;
  name: string;
  quantity: number;
}

/** Why the chosen lines do not fit the order, or null when they do. Repeated items are added up. */
export function linesRefusal(kind: ProblemKind, lines: readonly { item: string; quantity: number }[], items: readonly OrderedItem[]): string | null {
  if (ABOUT_ITEMS.includes(kind) && lines.length === 0) return 'Choose the items affected and how many of each.';
  const asked = new Map<string, number>();
  for (const line of lines) asked.set(line.item, (asked.get(line.item) ?? 0) + line.quantity);
  for (const [id, quantity] of asked) {
    const item = items.find((i) => i.id === id);
    if (!item) return 'One of the chosen items is not part of this order.';
    if (quantity > item.quantity) return `You ordered ${item.quantity} × ${item.name}; a problem can cover at most that many.`;
  }
  return null;
}

export function problemDueAt(reportedAt: Date, slaHours: number): Date {
  return new Date(reportedAt.getTime() + slaHours * HOUR_MS);
}

/** Amounts in shillings, added in cents so many lines never drift. */
export function linesAmount(lines: readonly { quantity: number; price: number }[]): number {
  return lines.reduce((cents, l) => cents + l.quantity * Math.round(l.price * 100), 0) / 100;
}
