import { cn } from '../../lib/cn.ts';
import { statusLabel, statusSentence } from './order-status-text.ts';

/** One colour per stage, the same on every screen: waiting, in the shop, on the road, done, stopped. */
const TONES: Record<string, string> = {
  Scheduled: 'bg-stone-100 text-stone-800 ring-1 ring-stone-300',
  Pending: 'bg-accent-100 text-accent-700',
  OrderReceived: 'bg-sky-100 text-sky-800',
  Preparing: 'bg-sky-100 text-sky-800',
  ReadyForPickup: 'bg-violet-100 text-violet-800',
  PickedUp: 'bg-violet-100 text-violet-800',
  OutForDelivery: 'bg-indigo-100 text-indigo-800',
  Delivered: 'bg-primary-100 text-primary-800',
  'Confirmed Delivered': 'bg-primary-700 text-white',
  Cancelled: 'bg-red-100 text-red-800',
  Declined: 'bg-red-100 text-red-800',
};

/** An order or sub-order status as a coloured pill; `sentence` for 'Out for delivery' instead of 'Out For Delivery'. */
export function OrderStatusBadge({ status, wording = 'title', className }: { status: string; wording?: 'title' | 'sentence'; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status] ?? 'bg-stone-100 text-stone-700', className)}>
      {wording === 'sentence' ? statusSentence(status) : statusLabel(status)}
    </span>
  );
}
