import { useState } from 'react';
import { Link } from 'react-router';
import type { TProduct } from '@sokoni/domain/contracts/catalog';
import { Button } from '../../../components/ui/button.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { BagIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useProduct } from '../api/get-product.ts';
import { useReviews } from '../api/get-reviews.ts';
import { storeHref } from '../hooks/search-target.ts';
import { addProductToCart } from '../hooks/to-cart-product.ts';
import { useWhyNotAddable } from '../hooks/why-not-addable.ts';
import { useOptionChoice } from '../hooks/use-option-choice.ts';
import { OptionChooser } from './option-chooser.tsx';
import { useReviewActions } from '../hooks/use-review-actions.ts';
import { CommentBox } from './comment-box.tsx';
import { DiscountBadge, PriceTag } from './price-tag.tsx';
import { quantityLabel } from './quantity-label.ts';
import { RatingInput } from './rating-input.tsx';
import { headerAverage, inlineAverage } from './rating-format.ts';
import { ReviewList } from './review-list.tsx';
import { StepFooter, stepLabel } from './step-footer.tsx';
import { useTranslation } from 'react-i18next';

const STEPS = 2;

/** Product Details: step 1 the product with its rating and 'Add to Cart', step 2 reviews and comments. */
export function ProductDetailsModal({
  productId,
  initial,
  initialStep = 0,
  onClose,
  onLoginRequired,
}: {
  productId: string;
  initial?: TProduct;
  initialStep?: number;
  onClose: () => void;
  onLoginRequired: (step: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), STEPS - 1));
  const [chosen, setChosen] = useState<number | null>(null);
  const product = useProduct(productId, initial);
  const reviews = useReviews({ kind: 'product', id: productId }, step === 1);
  const actions = useReviewActions({ kind: 'product', id: productId }, () => onLoginRequired(step));
  const data = product.data;
  const options = useOptionChoice(data);
  const blocked = useWhyNotAddable(data) ?? (options.missing[0] ? t('options.choose', { group: options.missing[0].name }) : null);

  const rate = async (rating: number) => {
    if (await actions.rateNow(rating)) setChosen(rating);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={data?.name ?? t('productDetails.title')}
      description={stepLabel(step, STEPS)}
      size="lg"
      footer={<StepFooter step={step} steps={STEPS} onStep={setStep} />}
    >
      {!data ? (
        product.isError ? (
          <p className="py-6 text-center text-stone-600">{t('productDetails.gone')}</p>
        ) : (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('loadingProduct')}</span>
            <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        )
      ) : step === 0 ? (
        <div className="space-y-4 sm:grid sm:grid-cols-2 sm:gap-5 sm:space-y-0">
          <div className="relative">
            <FallbackImage src={data.primaryImage ?? data.images[0]} alt={data.name} sizes="(min-width: 640px) 512px, 100vw" className="aspect-[4/3] w-full rounded-2xl bg-stone-100 object-cover" />
            <DiscountBadge product={data} className="absolute left-3 top-3" />
          </div>
          <div className="space-y-3">
            <Link to={storeHref({ _id: data.shop._id, slug: data.shop.slug })} className="text-sm font-semibold text-primary-700 hover:underline">
              {data.shop.shopName}
            </Link>
            <div aria-live="polite">
              <PriceTag product={options.priced} className="text-xl" />
            </div>
            <p className="text-sm text-stone-600">
              {quantityLabel(data)}
              {!data.available ? ` · ${t('soldOutToday')}` : data.inventory <= 0 ? ` · ${t('outOfStock')}` : ''}
            </p>
            {data.description && <p className="text-sm text-stone-700">{data.description}</p>}
            <OptionChooser groups={options.groups} picked={options.picked} onPick={options.pick} missing={options.missing} />
            <Button className="w-full" onClick={() => addProductToCart(data, 1, options.chosen) && options.reset()} disabled={blocked !== null}>
              {!blocked && <BagIcon className="size-4.5" />}
              {blocked ?? t('addToCart')}
            </Button>
            <div className="rounded-2xl bg-stone-50 p-3">
              {data.ratings.count > 0 ? (
                <div className="flex items-center gap-2">
                  <span className="text-2xl font-extrabold" data-testid="product-average">
                    {headerAverage(data.ratings.average)}
                  </span>
                  <Stars value={data.ratings.average} />
                  <span className="text-xs text-stone-600">
                    {t('averageFrom', { average: inlineAverage(data.ratings.average), count: data.ratings.count })}
                  </span>
                </div>
              ) : (
                <p className="text-sm text-stone-600">{t('noRatings')}</p>
              )}
              <p className="mt-3 text-sm font-semibold text-stone-900">{t('rateProduct')}</p>
              <RatingInput value={chosen} onRate={rate} busy={actions.rating} label={t('rateProduct')} error={actions.ratingError} />
            </div>
            <Link to={`/product/${data._id}`} className="block text-center text-sm font-semibold text-primary-700 hover:underline">
              {t('productDetails.fullPage')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="space-y-5">
          <section aria-labelledby="product-reviews-heading">
            <h3 id="product-reviews-heading" className="mb-3 font-semibold text-stone-900">
              {t('reviewList.label')}
            </h3>
            <ReviewList reviews={reviews.data} loading={reviews.isPending} anonymousLabel={t('reviewList.unknownUser')} emptyText={t('reviewList.noProductReviews')} />
          </section>
          <CommentBox onSubmit={(text) => actions.submitComment(text, chosen)} busy={actions.commenting} error={actions.commentError} onEdit={actions.clearCommentError} />
        </div>
      )}
    </Modal>
  );
}
