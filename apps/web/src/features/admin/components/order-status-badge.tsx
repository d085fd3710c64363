import { statusLabel } from '../lib/format.ts';
import { Badge, type BadgeTone } from './badge.tsx';

const TONES: Record<string, BadgeTone> = {
  Pending: 'amber',
  OrderReceived: 'blue',
  Preparing: 'blue',
  ReadyForPickup: 'violet',
  PickedUp: 'violet',
  OutForDelivery: 'violet',
  Delivered: 'green',
  'Confirmed Delivered': 'dark',
  Cancelled: 'red',
};

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={TONES[status] ?? 'grey'} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
