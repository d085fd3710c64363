import type { TCompletedOrdersResponse } from '@sokoni/domain/contracts/driver-orders';
import { formatKsh } from '../../../lib/format.ts';

/** The sums over every matching order: fees and the driver's 80%. */
export function CompletedTotals({ totals }: { totals: TCompletedOrdersResponse['totals'] }) {
  return (
    <section aria-label="Totals" className="grid grid-cols-3 gap-2 rounded-2xl bg-primary-800 p-3 text-white sm:p-4">
      <div>
        <p className="text-xs text-primary-100">Orders</p>
        <p className="text-lg font-bold tabular-nums">{totals.count}</p>
      </div>
      <div>
        <p className="text-xs text-primary-100">Total fees</p>
        <p className="text-lg font-bold tabular-nums" data-testid="total-fees">
          {formatKsh(totals.fees)}
        </p>
      </div>
      <div>
        <p className="text-xs text-primary-100">Your 80%</p>
        <p className="text-lg font-bold tabular-nums" data-testid="total-earnings">
          {formatKsh(totals.earnings)}
        </p>
      </div>
    </section>
  );
}
