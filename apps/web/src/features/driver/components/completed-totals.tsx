import type { TCompletedOrdersResponse } from '@sokoni/domain/contracts/driver-orders';
import { formatKsh } from '../../../lib/format.ts';

/** The sums over every matching order: fees and the driver's 80%. */
export function CompletedTotals({ totals }: { totals: TCompletedOrdersResponse['totals'] }) {
  return (
    <section aria-label="Totals" className="rounded-2xl bg-primary-800 p-4 text-white">
      <p className="text-sm text-primary-100">
        {totals.count === 1 ? '1 completed order' : `${totals.count} completed orders`}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-xs text-primary-100">Total fees</dt>
          <dd className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="total-fees">
            {formatKsh(totals.fees)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-primary-100">Your 80%</dt>
          <dd className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="total-earnings">
            {formatKsh(totals.earnings)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
