import { useId, useState } from 'react';
import type { TRiderRating } from '@sokoni/domain/contracts/after-delivery';
import { RIDER_COMMENT_MAX, RIDER_RATING_TAGS, type RiderRatingTag } from '@sokoni/domain/rider-rating';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRateRider } from '../api/rate-rider.ts';

const STAR_WORDS = ['', 'Poor', 'Not great', 'OK', 'Good', 'Excellent'];

/** What the customer said about the rider, once rated. */
export function RiderRatingDone({ rating }: { rating: TRiderRating }) {
  return (
    <div className="space-y-1 text-sm">
      <p className="flex items-center gap-2 text-stone-700">
        You rated your rider <Stars value={rating.rating} size="sm" /> <span className="sr-only">{rating.rating} out of 5</span>
      </p>
      {rating.tags.length > 0 && <p className="text-stone-600">{rating.tags.join(' · ')}</p>}
      {rating.comment && <p className="text-stone-600">“{rating.comment}”</p>}
    </div>
  );
}

/** 'Rate your rider': 1 to 5 stars (radios), optional tags and a comment; the server takes one per order. */
export function RiderRatingForm({ orderId }: { orderId: string }) {
  const name = useId();
  const commentId = useId();
  const [rating, setRating] = useState(0);
  const [tags, setTags] = useState<RiderRatingTag[]>([]);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useRateRider(orderId);

  const toggle = (tag: RiderRatingTag) => setTags((now) => (now.includes(tag) ? now.filter((t) => t !== tag) : [...now, tag]));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setProblem('Please choose from 1 to 5 stars.');
    setProblem(null);
    try {
      await mutation.mutateAsync({ rating, tags, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      showToast('Thank you for rating your rider.');
    } catch (error) {
      setProblem(messageOf(error, 'Your rating could not be sent. Please try again.'));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Rate your rider">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">How was your rider?</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={cn('cursor-pointer rounded-lg px-1.5 text-2xl leading-none', n <= rating ? 'text-amber-500' : 'text-stone-300')}>
              <input type="radio" name={name} value={n} className="sr-only" checked={rating === n} onChange={() => setRating(n)} aria-label={`${n} star${n === 1 ? '' : 's'}`} />
              <span aria-hidden="true">★</span>
            </label>
          ))}
          {rating > 0 && <span className="self-center text-sm text-stone-600">{STAR_WORDS[rating]}</span>}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">Anything to add? (optional)</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RIDER_RATING_TAGS.map((tag) => (
            <label key={tag} className={cn('cursor-pointer rounded-full border px-3 py-1 text-sm', tags.includes(tag) ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-stone-200 text-stone-700')}>
              <input type="checkbox" className="sr-only" checked={tags.includes(tag)} onChange={() => toggle(tag)} />
              {tag}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={commentId} className="block text-sm font-medium text-stone-800">
          Comment (optional)
        </label>
        <textarea id={commentId} value={comment} maxLength={RIDER_COMMENT_MAX} onChange={(e) => setComment(e.target.value)} rows={2} className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-sm" />
        <p className="text-xs text-stone-500">Your rider sees your comment, never your name.</p>
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="sm" loading={mutation.isPending}>
        Send rating
      </Button>
    </form>
  );
}
