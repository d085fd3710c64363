import { useState } from 'react';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { Stars } from '../../../components/ui/stars.tsx';
import { useReviews } from '../api/get-reviews.ts';
import { useReviewActions } from '../hooks/use-review-actions.ts';
import { useCatalogDialogs } from './catalog-dialogs-context.ts';
import { CommentBox } from './comment-box.tsx';
import { RatingInput } from './rating-input.tsx';
import { headerAverage, inlineAverage } from './rating-format.ts';
import { ReviewList } from './review-list.tsx';
import { useTranslation } from 'react-i18next';

/** The product page's rating, rating input, reviews and comment box. */
export function ProductReviewsSection({ product }: { product: TProduct }) {
  const target = { kind: 'product', id: product._id } as const;
  const { t } = useTranslation('catalog');
  const { requireLogin } = useCatalogDialogs();
  const [chosen, setChosen] = useState<number | null>(null);
  const reviews = useReviews(target);
  const actions = useReviewActions(target, () => requireLogin({ ...target, dialog: null }));
  const { average, count } = product.ratings;
  const rate = async (rating: number) => {
    if (await actions.rateNow(rating)) setChosen(rating);
  };

  return (
    <section aria-labelledby="reviews-heading" className="space-y-5">
      <h2 id="reviews-heading" className="text-xl font-bold text-stone-900">
        {t('productReviews.heading')}
      </h2>
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        {count > 0 ? (
          <div className="flex items-center gap-3">
            <span className="text-4xl font-extrabold text-stone-900" data-testid="product-average">
              {headerAverage(average)}
            </span>
            <div>
              <Stars value={average} />
              <p className="text-xs text-stone-600">
                {t('averageFrom', { average: inlineAverage(average), count })}
              </p>
            </div>
          </div>
        ) : (
          <p className="text-stone-600">{t('noRatings')}</p>
        )}
        <div>
          <p className="text-sm font-semibold text-stone-900">{t('rateProduct')}</p>
          <RatingInput value={chosen} onRate={rate} busy={actions.rating} label={t('rateProduct')} error={actions.ratingError} />
        </div>
      </div>
      <ReviewList reviews={reviews.data} loading={reviews.isPending} anonymousLabel={t('reviewList.unknownUser')} emptyText={t('reviewList.noProductReviews')} />
      <CommentBox onSubmit={(text) => actions.submitComment(text, chosen)} busy={actions.commenting} error={actions.commentError} onEdit={actions.clearCommentError} />
    </section>
  );
}
