import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { riderRatingsQueryOptions } from '../api/get-rider-ratings.ts';

/** 'Your rating': the rider's average and what customers said lately (never who said it). */
export function RatingsPanel({ driverId }: { driverId: string }) {
  const query = useQuery(riderRatingsQueryOptions(driverId));
  return (
    <section aria-labelledby="ratings-heading" className="space-y-3">
      <h2 id="ratings-heading" className="text-lg font-bold text-stone-900">
        Your rating
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading your ratings" className="space-y-2">
          <Skeleton className="h-12 w-40 rounded-xl" />
          <Skeleton className="h-16 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <ErrorState title="Your ratings could not be loaded" message={messageOf(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />
      ) : query.data.count === 0 ? (
        <EmptyState title="No ratings yet" description="Customers can rate you after each delivery." />
      ) : (
        <>
          <p className="flex items-center gap-2 text-stone-800">
            <span className="text-2xl font-bold">{query.data.average?.toFixed(1)}</span>
            <Stars value={query.data.average ?? 0} />
            <span className="text-sm text-stone-600">
              from {query.data.count} rating{query.data.count === 1 ? '' : 's'}
            </span>
          </p>
          <ul className="space-y-2" aria-label="Recent ratings">
            {query.data.recent.map((r) => (
              <li key={r._id} className="rounded-2xl border border-stone-200 bg-white p-3 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="flex items-center gap-1">
                    <Stars value={r.rating} size="sm" />
                    <span className="sr-only">{r.rating} out of 5</span>
                  </span>
                  <span className="text-xs text-stone-500">{formatDateTime(r.createdAt)}</span>
                </div>
                {r.tags.length > 0 && <p className="mt-1 text-stone-600">{r.tags.join(' · ')}</p>}
                {r.comment && <p className="mt-1 text-stone-800">“{r.comment}”</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
