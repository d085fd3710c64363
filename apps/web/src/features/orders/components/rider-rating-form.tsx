import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRiderRating } from '@sokoni/domain/contracts/after-delivery';
import { RIDER_COMMENT_MAX, RIDER_RATING_TAGS, type RiderRatingTag } from '@sokoni/domain/rider-rating';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRateRider } from '../api/rate-rider.ts';

/** The word beside 1 to 5 stars. */
const STAR_WORDS = ['poor', 'notGreat', 'ok', 'good', 'excellent'] as const;

const isKnownTag = (tag: string): tag is RiderRatingTag => (RIDER_RATING_TAGS as readonly string[]).includes(tag);

/** What the customer said about the rider, once rated. */
export function RiderRatingDone({ rating }: { rating: TRiderRating }) {
  const { t } = useTranslation('orders');
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-center gap-2 text-stone-700">
        {t('riderRating.rated')} <Stars value={rating.rating} size="sm" /> <span className="sr-only">{t('riderRating.outOfFive', { rating: rating.rating })}</span>
      </p>
      {rating.tags.length > 0 && <p className="text-stone-600">{rating.tags.map((tag) => (isKnownTag(tag) ? t(`riderRating.tags.${tag}`) : tag)).join(' · ')}</p>}
      {rating.comment && <p className="text-stone-600">{t('riderRating.comment', { comment: rating.comment })}</p>}
    </div>
  );
}

/** 'Rate your rider': 1 to 5 stars (radios), optional tags and a comment; the server takes one per order. */
export function RiderRatingForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const name = useId();
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [tags, setTags] = useState<RiderRatingTag[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useRateRider(orderId);

  const starWord = STAR_WORDS[rating - 1];
  const toggle = (tag: RiderRatingTag) => setTags((now) => (now.includes(tag) ? now.filter((t) => t !== tag) : [...now, tag]));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setProblem(t('riderRating.pickStars'));
    setProblem(null);
    try {
      await mutation.mutateAsync({ rating, tags, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      showToast(t('riderRating.thanks'));
    } catch (error) {
      setProblem(messageOf(error, t('riderRating.failed')));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('riderRating.formLabel')}>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t('riderRating.howWas')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={cn('cursor-pointer rounded-lg px-1.5 text-2xl leading-none', n <= rating ? 'text-amber-500' : 'text-stone-300')}>
              <input type="radio" name={name} value={n} className="sr-only" checked={rating === n} onChange={() => setRating(n)} aria-label={t('riderRating.stars', { count: n })} />
              <span aria-hidden="true">★</span>
            </label>
          ))}
          {starWord && <span className="self-center text-sm text-stone-600">{t(`riderRating.words.${starWord}`)}</span>}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">{t('riderRating.tagsLegend')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RIDER_RATING_TAGS.map((tag) => (
            <label key={tag} className={cn('cursor-pointer rounded-full border px-3 py-1 text-sm', tags.includes(tag) ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-stone-200 text-stone-700')}>
              <input type="checkbox" className="sr-only" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
              {t(`riderRating.tags.${tag}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={commentId} className="block text-sm font-medium text-stone-800">
          {t('riderRating.commentLabel')}
        </label>
        <textarea id={commentId} value={comment} maxLength={RIDER_COMMENT_MAX} onChange={(e) => setComment(e.target.value)} rows={2} className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-sm" />
        <p className="text-xs text-stone-500">{t('riderRating.commentHint')}</p>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="sm" loading={mutation.isPending}>
        {t('riderRating.send')}
      </Button>
    </form>
  );
}
