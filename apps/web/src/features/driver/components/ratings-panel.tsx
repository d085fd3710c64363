import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../components/ui/query-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDateTime } from '../../../lib/nairobi-time.ts';
import { riderRatingsQueryOptions } from '../api/get-rider-ratings.ts';

/** 'Your rating': the rider's average and what customers said lately (never who said it). */
export function RatingsPanel({ driverId }: { driverId: string }) {
  const { t } = useTranslation('driver');
  const query = useQuery(riderRatingsQueryOptions(driverId));
  return (
    <section aria-labelledby="ratings-heading" className="space-y-3">
      <h2 id="ratings-heading" className="text-lg font-bold text-stone-900">
        {t('ratings.title')}
      </h2>
      <QueryStates
        query={query}
        loadingLabel={t('ratings.loading')}
        skeletons={
          <>
            <Skeleton className="h-12 w-40 rounded-xl" />
            <Skeleton className="h-16 w-full rounded-2xl" />
          </>
        }
        errorTitle={t('ratings.failed')}
        errorFallback={t('ratings.tryAgain')}
        isEmpty={(data) => data.count === 0}
        empty={{ title: t('ratings.none'), description: t('ratings.noneText') }}
      >
        {(data) => (
          <>
            <p className="flex items-center gap-2 text-stone-800">
              <span className="text-2xl font-bold">{data.average?.toFixed(1)}</span>
              <Stars value={data.average ?? 0} />
              <span className="text-sm text-stone-600">
                {t('ratings.from', { count: data.count })}
              </span>
            </p>
            <ul className="space-y-2" aria-label={t('ratings.recent')}>
              {data.recent.map((r) => (
                <li key={r._id} className="rounded-2xl border border-stone-200 bg-white p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-1">
                      <Stars value={r.rating} size="sm" />
                      <span className="sr-only">{t('ratings.outOf5', { rating: r.rating })}</span>
                    </span>
                    <span className="text-xs text-stone-500">{formatDateTime(r.createdAt)}</span>
                  </div>
                  {r.tags.length > 0 && <p className="mt-1 text-stone-600">{r.tags.join(' · ')}</p>}
                  {r.comment && <p className="mt-1 text-stone-800">{t('ratings.comment', { comment: r.comment })}</p>}
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </section>
  );
}
