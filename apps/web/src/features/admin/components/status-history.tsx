import type { TStatusHistoryEntry } from '@sokoni/domain/contracts/admin';
import { statusLabel } from '../../../components/order/order-status-text.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

const ROLES: Record<string, string> = { customer: 'Customer', partner: 'Shop', driver: 'Driver', admin: 'Admin', system: 'System' };

/** Every status change of the order and its sub-orders, oldest first: what, who (and as what), when. */
export function StatusHistory({ history }: { history: TStatusHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-stone-500">No status changes recorded yet.</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5">
      {history.map((step) => (
        <li key={step._id} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.6rem] top-1.5 size-3 rounded-full border-2 border-white bg-primary-600 ring-1 ring-stone-200" />
          <p className="text-sm text-stone-900">
            <span className="font-semibold">{step.fromStatus ? `${statusLabel(step.fromStatus)} → ${statusLabel(step.status)}` : statusLabel(step.status)}</span>
            <span className="text-stone-500"> · {step.subOrderId ? (step.shopName ?? 'Sub-order') : 'Whole order'}</span>
          </p>
          <p className="text-xs text-stone-600">
            {step.by.name ?? ROLES[step.by.kind] ?? step.by.kind} ({ROLES[step.by.kind] ?? step.by.kind}) · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </p>
          {step.note && <p className="mt-1 rounded-lg bg-stone-50 px-2.5 py-1.5 text-xs text-stone-700">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
