import type { z } from 'zod';
import type { ZCommentRequest, ZRateRequest } from '@sokoni/domain/contracts/catalog';
import { notFound } from '../../lib/errors.ts';
import type { ReviewRepository, ReviewTarget } from './review.repository.ts';

export type { ReviewTarget };
import { toReviewDto } from './review.dto.ts';

/** Newest reviews shown on a store or product; older ones are not listed. */
const REVIEWS_SHOWN = 200;

const NOT_FOUND: Record<ReviewTarget, string> = { partner: 'Store not found.', product: 'Product not found.' };

export function createReviewService(deps: { reviews: ReviewRepository }) {
  const missing = (target: ReviewTarget) => notFound(NOT_FOUND[target]);

  return {
    async list(target: ReviewTarget, id: string) {
      if (!(await deps.reviews.targetVisible(target, id))) throw missing(target);
      const rows = await deps.reviews.listForTarget(target, id, REVIEWS_SHOWN);
      return { reviews: rows.map(toReviewDto) };
    },

    /** The reviewer is the token's customer; the stored average is recounted in the same transaction. */
    async rate(target: ReviewTarget, id: string, userId: string, input: z.output<typeof ZRateRequest>) {
      return deps.reviews.transaction(async (tx) => {
        if (!(await deps.reviews.lockTarget(tx, target, id))) throw missing(target);
        const review = await deps.reviews.upsertRating(tx, { target, targetId: id, userId, rating: input.rating, comment: input.comment });
        const summary = await deps.reviews.recount(tx, target, id);
        return {
          averageRating: summary.average,
          count: summary.count,
          message: 'Thank you! Your rating has been saved.',
          review: toReviewDto(review),
        };
      });
    },

    async comment(target: ReviewTarget, id: string, userId: string, input: z.output<typeof ZCommentRequest>) {
      return deps.reviews.transaction(async (tx) => {
        if (!(await deps.reviews.targetVisible(target, id, tx))) throw missing(target);
        const review = await deps.reviews.insertComment(tx, { target, targetId: id, userId, comment: input.comment });
        return { message: 'Thank you! Your comment has been posted.', review: toReviewDto(review) };
      });
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
