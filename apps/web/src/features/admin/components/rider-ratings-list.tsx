import { useQuery } from '@tanstack/react-query';
import type { TAdminRiderRatings } from '@sokoni/domain/contracts/after-delivery';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { riderRatingsQueryOptions } from '../api/get-rider-ratings.ts';

type RiderRow = TAdminRiderRatings[number];

/** Riders by their customers' ratings, lowest first, each with Suspend or Reinstate. */
export function RiderRatingsList({ onDecide }: { onDecide: (rider: RiderRow, decision: 'suspend' | 'reinstate') => void }) {
  const query = useQuery(riderRatingsQueryOptions());
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading rider ratings" className="space-y-2">
        <Skeleton className="h-16 w-full rounded-2xl" />
        <Skeleton className="h-16 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title="Could not load rider ratings" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title="No approved riders yet" />;
  return (
    <ul className="space-y-3" aria-label="Riders by rating">
      {query.data.map((rider) => (
        <li key={rider._id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">
              {rider.username} {rider.suspended && <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Suspended</span>}
            </p>
            <p className="text-stone-600">
              {rider.average === null ? 'No ratings yet' : `${rider.average.toFixed(1)} ★ from ${rider.count} rating${rider.count === 1 ? '' : 's'}`}
              {rider.lowRatings > 0 && `, ${rider.lowRatings} of 1–2 stars`}
            </p>
            {rider.lastComment && <p className="mt-1 text-stone-700">Latest comment: “{rider.lastComment}”</p>}
          </div>
          {rider.suspended ? (
            <Button size="sm" variant="secondary" onClick={() => onDecide(rider, 'reinstate')}>
              Reinstate
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => onDecide(rider, 'suspend')}>
              Suspend
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
