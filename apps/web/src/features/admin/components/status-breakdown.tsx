import { useTranslation } from 'react-i18next';
import type { TOverview } from '@sokoni/domain/contracts/admin';
import { ORDER_STATUSES } from '@sokoni/domain/order-status';
import { formatCount } from '../lib/format.ts';
import { statusLabel } from '../../../components/order/order-status-text.ts';

/** Orders of the window by their current status, in the order an order moves through them. */
export function StatusBreakdown({ counts }: { counts: TOverview['ordersByStatus'] }) {
  const { t } = useTranslation('admin');
  const rank = (status: string) => {
    const i = (ORDER_STATUSES as readonly string[]).indexOf(status);
    return i === -1 ? ORDER_STATUSES.length : i;
  };
  const rows = [...counts].filter((row) => row.count > 0).sort((a, b) => rank(a.status) - rank(b.status));
  const largest = Math.max(1, ...rows.map((row) => row.count));
  if (rows.length === 0) return <p className="text-sm text-stone-500">{t('overview.noOrders')}</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.status} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="text-stone-700">{statusLabel(row.status)}</span>
            <span className="font-semibold tabular-nums text-stone-900">{formatCount(row.count)}</span>
          </div>
          <span className="mt-1 block h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
            <span className="block h-full rounded-full bg-primary-600" style={{ width: `${(row.count / largest) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
