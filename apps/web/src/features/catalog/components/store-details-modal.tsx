import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { TPublicPartner } from '@sokoni/domain/contracts/partner';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { MapPinIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { telHref } from '../../../lib/site-config.ts';
import { useReviews } from '../api/get-reviews.ts';
import { useStore } from '../api/get-store.ts';
import { storeHref } from '../hooks/search-target.ts';
import { useReviewActions } from '../hooks/use-review-actions.ts';
import { CommentBox } from './comment-box.tsx';
import { isUnrated, NewStoreBadge } from './new-store-badge.tsx';
import { RatingInput } from './rating-input.tsx';
import { headerAverage, inlineAverage, reviewCountLabel } from './rating-format.ts';
import { ReviewList } from './review-list.tsx';
import { StepFooter, stepLabel } from './step-footer.tsx';
import { useTranslation } from 'react-i18next';

const STEPS = 2;

/** Store Details: step 1 the profile with a rating input, step 2 the reviews with a comment box. */
export function StoreDetailsModal({
  partnerId,
  initial,
  initialStep = 0,
  onClose,
  onLoginRequired,
}: {
  partnerId: string;
  initial?: TPublicPartner;
  initialStep?: number;
  onClose: () => void;
  onLoginRequired: (step: number) => void;
}) {
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), STEPS - 1));
  const [chosen, setChosen] = useState<number | null>(null);
  const { pathname } = useLocation();
  const { t } = useTranslation('catalog');
  const store = useStore(partnerId, initial);
  const reviews = useReviews({ kind: 'store', id: partnerId }, step === 1);
  const actions = useReviewActions({ kind: 'store', id: partnerId }, () => onLoginRequired(step));
  const data = store.data;

  const rate = async (rating: number) => {
    if (await actions.rateNow(rating)) setChosen(rating);
  };
  const href = data ? storeHref(data) : null;
  const onStorePage = data !== undefined && [`/store/${data._id}`, href].includes(pathname);

  return (
    <Modal
      open
      onClose={onClose}
      title={data?.businessName ?? t('storeDetails.title')}
      description={stepLabel(step, STEPS)}
      size="lg"
      footer={<StepFooter step={step} steps={STEPS} onStep={setStep} />}
    >
      {!data ? (
        store.isError ? (
          <p className="py-6 text-center text-stone-600">{t('storeDetails.gone')}</p>
        ) : (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('storeDetails.loading')}</span>
            <Skeleton className="h-40 w-full rounded-2xl" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        )
      ) : step === 0 ? (
        <div className="space-y-4">
          <div className="flex gap-4">
            <FallbackImage src={data.profileImage} alt="" className="size-24 shrink-0 rounded-2xl bg-stone-100 object-cover sm:size-28" />
            <div className="min-w-0">
              <p className="flex items-center gap-1.5 text-sm text-stone-600">
                <MapPinIcon className="size-4 shrink-0 text-primary-700" />
                {data.town}
              </p>
              {data.address && <p className="mt-1 text-sm text-stone-600">{data.address}</p>}
              {data.phone && (
                <a href={telHref(data.phone)} className="mt-1 flex items-center gap-1.5 text-sm font-medium text-primary-800 hover:underline">
                  <PhoneIcon className="size-4 shrink-0" />
                  {data.phone}
                </a>
              )}
            </div>
          </div>
          {data.description && <p className="text-sm text-stone-700">{data.description}</p>}
          <div className="rounded-2xl bg-stone-50 p-4">
            {isUnrated(data.ratings) ? (
              // A store nobody has rated yet: 'New', not 0.0 and five empty stars.
              <div className="flex items-center gap-3">
                <NewStoreBadge />
                <p className="text-sm text-stone-600">{t('storeDetails.beFirstToRate')}</p>
              </div>
            ) : (
              <>
                <div className="flex items-center gap-3">
                  <span className="text-3xl font-extrabold text-stone-900" data-testid="store-average">
                    {headerAverage(data.ratings.average)}
                  </span>
                  <div>
                    <Stars value={data.ratings.average} />
                    <p className="text-xs text-stone-600">{reviewCountLabel(data.ratings.count)}</p>
                  </div>
                </div>
                <p className="mt-2 text-sm text-stone-600">
                  {t('storeDetails.average', { average: inlineAverage(data.ratings.average) })}
                </p>
              </>
            )}
            <p className="mt-4 text-sm font-semibold text-stone-900">{t('storeDetails.rate')}</p>
            <RatingInput value={chosen} onRate={rate} busy={actions.rating} label={t('storeDetails.rate')} error={actions.ratingError} />
          </div>
          {href && !onStorePage && (
            <Link to={href} className="inline-flex text-sm font-semibold text-primary-700 hover:underline">
              {t('storeDetails.visit')}
            </Link>
          )}
        </div>
      ) : (
        <div className="space-y-5">
          <section aria-labelledby="store-reviews-heading">
            <h3 id="store-reviews-heading" className="mb-3 font-semibold text-stone-900">
              {t('storeDetails.reviews')}
            </h3>
            <ReviewList reviews={reviews.data} loading={reviews.isPending} anonymousLabel={t('reviewList.anonymous')} emptyText={t('reviewList.noStoreReviews')} />
          </section>
          <CommentBox
            onSubmit={(text) => actions.submitComment(text, chosen)}
            busy={actions.commenting}
            error={actions.commentError}
            onEdit={actions.clearCommentError}
            hint={chosen ? t('storeDetails.commentWithRating', { rating: chosen }) : undefined}
          />
        </div>
      )}
    </Modal>
  );
}
