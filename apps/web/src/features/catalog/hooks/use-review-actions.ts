import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_RATING, MIN_RATING } from '@sokoni/domain/catalog-rules';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useComment } from '../api/comment.ts';
import { catalogKeys } from '../api/query-keys.ts';
import { useRate, type RateAnswer } from '../api/rate.ts';
import type { ReviewTarget } from '../api/review-target.ts';
import { commentPosted, isUnauthorized, reviewFailureMessage } from './review-messages.ts';
import { i18n } from '../../../i18n/i18n.ts';

const isValidRating = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING;

interface Rated {
  ratings: { average: number; count: number };
}

/**
 * Rating and commenting on a store or product (spec section 4, Rating flow): a star click is
 * sent at once; the average comes from the answer and the reviews reload. Logged-out visitors
 * get the login prompt through `onLoginRequired` instead.
 */
export function useReviewActions(target: ReviewTarget, onLoginRequired: () => void) {
  const loggedIn = useSession().user !== null;
  const queryClient = useQueryClient();
  const rateMutation = useRate(target);
  const commentMutation = useComment(target);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'rating' | 'comment' | null>(null);

  const ownKey = target.kind === 'store' ? catalogKeys.store(target.id) : catalogKeys.product(target.id);

  function applyAnswer(answer: RateAnswer) {
    queryClient.setQueryData<Rated>(ownKey, (old) =>
      old ? { ...old, ratings: { ...old.ratings, average: answer.averageRating, count: answer.count } } : old,
    );
    void queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(target.kind, target.id) });
    // Cards elsewhere show the same average; refresh them, but never the record just updated.
    void queryClient.invalidateQueries({
      queryKey: catalogKeys.all,
      predicate: (query) => query.queryKey[1] !== 'reviews' && !(query.queryKey[1] === ownKey[1] && query.queryKey[2] === target.id),
    });
  }

  async function rateNow(rating: number): Promise<boolean> {
    setRatingError(null);
    if (!loggedIn) {
      onLoginRequired();
      return false;
    }
    if (!isValidRating(rating)) {
      setRatingError(i18n.t('catalog:reviewMessages.ratingInvalid'));
      return false;
    }
    setBusy('rating');
    try {
      const answer = await rateMutation.mutateAsync({ rating });
      applyAnswer(answer);
      showToast(answer.message);
      return true;
    } catch (error) {
      if (isUnauthorized(error)) onLoginRequired();
      else setRatingError(reviewFailureMessage(error, 'rating'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  /** A comment; with `rating` (a valid chosen rating) it is sent together with that rating. */
  async function submitComment(text: string, rating?: number | null): Promise<boolean> {
    setCommentError(null);
    const comment = text.trim();
    if (!comment) {
      setCommentError(i18n.t('catalog:reviewMessages.commentRequired'));
      return false;
    }
    if (!loggedIn) {
      onLoginRequired();
      return false;
    }
    setBusy('comment');
    try {
      if (isValidRating(rating)) {
        // The rating already given gets the comment: one review, not a second one beside it.
        applyAnswer(await rateMutation.mutateAsync({ rating, comment }));
      } else {
        await commentMutation.mutateAsync({ comment });
        void queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(target.kind, target.id) });
      }
      showToast(commentPosted());
      return true;
    } catch (error) {
      if (isUnauthorized(error)) onLoginRequired();
      else setCommentError(reviewFailureMessage(error, 'comment'));
      return false;
    } finally {
      setBusy(null);
    }
  }

  return {
    rateNow,
    submitComment,
    ratingError,
    commentError,
    clearCommentError: () => setCommentError(null),
    rating: busy === 'rating',
    commenting: busy === 'comment',
  };
}
