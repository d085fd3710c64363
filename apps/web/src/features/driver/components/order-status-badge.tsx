import { cn } from '../../../lib/cn.ts';

const TONES: Record<string, string> = {
  ReadyForPickup: 'bg-violet-100 text-violet-800',
  PickedUp: 'bg-indigo-100 text-indigo-800',
  OutForDelivery: 'bg-indigo-100 text-indigo-800',
  Delivered: 'bg-primary-100 text-primary-800',
  'Confirmed Delivered': 'bg-primary-700 text-white',
  Cancelled: 'bg-red-100 text-red-800',
};

/** 'OutForDelivery' reads 'Out for delivery'. */
export function statusText(status: string): string {
  if (status === 'Confirmed Delivered') return status;
  const words = status.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status] ?? 'bg-stone-100 text-stone-700', className)}>
      {statusText(status)}
    </span>
  );
}
