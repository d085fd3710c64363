import type { TReview } from '@sokoni/domain/contracts/catalog';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDate } from '../../../lib/nairobi-time.ts';
import { useTranslation } from 'react-i18next';


function reviewerName(review: TReview, anonymousLabel: string): string {
  return review.user?.names.trim() || review.user?.username.trim() || anonymousLabel;
}

/**
 * Reviews as the server orders them: 'Ordered here' first, then newest first. Stores call an unnamed reviewer 'Anonymous', product cards 'Unknown
 * User'; the empty text differs too (spec section 3).
 */
export function ReviewList({
  reviews,
  loading,
  anonymousLabel,
  emptyText,
}: {
  reviews: TReview[] | undefined;
  loading: boolean;
  anonymousLabel: string;
  emptyText: string;
}) {
  const { t } = useTranslation('catalog');
  if (loading && !reviews) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('reviewList.loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  // Review fetch errors are silent (spec section 8): an empty list shows.
  if (!reviews || reviews.length === 0) return <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">{emptyText}</p>;
  return (
    <ul className="space-y-3" aria-label={t('reviewList.label')}>
      {reviews.map((review) => (
        <li key={review._id} className="rounded-xl border border-stone-200 bg-white px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
              {reviewerName(review, anonymousLabel)}
              {review.verifiedPurchase && (
                <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">{t('reviewList.orderedHere')}</span>
              )}
            </p>
            <time dateTime={review.date} className="text-xs text-stone-500">
              {formatDate(review.date)}
            </time>
          </div>
          {review.rating !== null && <Stars value={review.rating} size="sm" className="mt-1" />}
          <p className={review.comment ? 'mt-1.5 text-sm text-stone-700' : 'mt-1.5 text-sm italic text-stone-500'}>
            {review.comment || t('reviewList.noComment')}
          </p>
        </li>
      ))}
    </ul>
  );
}
