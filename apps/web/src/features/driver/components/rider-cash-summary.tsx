import { useQuery } from '@tanstack/react-query';
import { formatKsh } from '../../../lib/format.ts';
import { riderCashQueryOptions } from '../api/get-rider-cash.ts';

/**
 * Where the rider stands: cash collected on delivery and not yet handed over, what they earned,
 * and the net of the two. Over the limit, cash orders wait until they hand the cash over.
 */
export function RiderCashSummary({ driverId }: { driverId: string }) {
  const query = useQuery(riderCashQueryOptions(driverId));
  if (query.isPending) {
    return (
      <p role="status" className="h-16 animate-pulse rounded-2xl bg-stone-100">
        <span className="sr-only">Loading your cash…</span>
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        Your cash summary could not be loaded.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const cash = query.data;
  const owesSokoni = cash.net < 0;
  return (
    <section aria-label="Your cash" className="rounded-2xl border border-stone-200 bg-white p-3">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div>
          <dt className="text-xs text-stone-500">Cash you hold</dt>
          <dd className="whitespace-nowrap text-sm font-bold tabular-nums text-stone-900 sm:text-base" data-testid="cash-held">
            {formatKsh(cash.cashHeld)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Your earnings</dt>
          <dd className="whitespace-nowrap text-sm font-bold tabular-nums text-stone-900 sm:text-base" data-testid="cash-earnings">
            {formatKsh(cash.earnings)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{owesSokoni ? 'You owe Sokoni' : 'Sokoni owes you'}</dt>
          <dd className={owesSokoni ? 'whitespace-nowrap text-sm font-bold tabular-nums text-red-700 sm:text-base' : 'whitespace-nowrap text-sm font-bold tabular-nums text-primary-800 sm:text-base'} data-testid="cash-net">
            {formatKsh(Math.abs(cash.net))}
          </dd>
        </div>
      </dl>
      {!cash.mayTakeCashOrders && (
        <p role="status" className="mt-2 rounded-xl bg-amber-50 p-2 text-sm text-amber-900">
          You owe Sokoni more than {formatKsh(cash.limit)}. Hand the cash over to take cash orders again; M-Pesa orders are still yours to take.
        </p>
      )}
    </section>
  );
}
