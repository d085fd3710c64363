import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin');
  const query = useQuery(riderRatingsQueryOptions());
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('riderRatings.loading')} className="space-y-2">
        <Skeleton className="h-16 w-full rounded-2xl" />
        <Skeleton className="h-16 w-full rounded-2xl" />
      </div>
    );
  }
  if (query.isError) return <ErrorState title={t('riderRatings.couldNotLoad')} message={messageOf(query.error, t('pleaseTryAgain'))} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={t('riderRatings.none')} />;
  return (
    <ul className="space-y-3" aria-label={t('riderRatings.list')}>
      {query.data.map((rider) => (
        <li key={rider._id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
          <div className="min-w-0">
            <p className="font-semibold text-stone-900">
              {rider.username} {rider.suspended && <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t('badges.suspended')}</span>}
            </p>
            <p className="text-stone-600">
              {rider.average === null ? t('riderRatings.noRatings') : t('riderRatings.average', { count: rider.count, average: rider.average.toFixed(1) })}
              {rider.lowRatings > 0 && t('riderRatings.low', { count: rider.lowRatings })}
            </p>
            {rider.lastComment && <p className="mt-1 text-stone-700">{t('riderRatings.latestComment', { comment: rider.lastComment })}</p>}
          </div>
          {rider.suspended ? (
            <Button size="sm" variant="secondary" onClick={() => onDecide(rider, 'reinstate')}>
              {t('partnerDrawer.reinstate')}
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => onDecide(rider, 'suspend')}>
              {t('partnerDrawer.suspend')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
