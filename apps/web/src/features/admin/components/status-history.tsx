import { useTranslation } from 'react-i18next';
import type { TStatusHistoryEntry } from '@sokoni/domain/contracts/admin';
import { statusLabel } from '../../../components/order/order-status-text.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';

/** Who can change an order's status; anyone else is shown by the kind the server names. */
const ROLES = ['customer', 'partner', 'driver', 'admin', 'system'] as const;

/** Every status change of the order and its sub-orders, oldest first: what, who (and as what), when. */
export function StatusHistory({ history }: { history: TStatusHistoryEntry[] }) {
  const { t } = useTranslation('admin');
  const role = (kind: string) => ((ROLES as readonly string[]).includes(kind) ? t(`statusHistory.roles.${kind as (typeof ROLES)[number]}`) : kind);
  if (history.length === 0) return <p className="text-sm text-stone-500">{t('statusHistory.none')}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-stone-200 pl-5">
      {history.map((step) => (
        <li key={step._id} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.6rem] top-1.5 size-3 rounded-full border-2 border-white bg-primary-600 ring-1 ring-stone-200" />
          <p className="text-sm text-stone-900">
            <span className="font-semibold">{step.fromStatus ? `${statusLabel(step.fromStatus)} → ${statusLabel(step.status)}` : statusLabel(step.status)}</span>
            <span className="text-stone-500"> · {step.subOrderId ? (step.shopName ?? t('statusHistory.subOrder')) : t('statusHistory.wholeOrder')}</span>
          </p>
          <p className="text-xs text-stone-600">
            {step.by.name ?? role(step.by.kind)} ({role(step.by.kind)}) · <time dateTime={step.at}>{formatDateTime(step.at)}</time>
          </p>
          {step.note && <p className="mt-1 rounded-lg bg-stone-50 px-2.5 py-1.5 text-xs text-stone-700">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
