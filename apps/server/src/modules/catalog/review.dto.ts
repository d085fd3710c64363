import type { TReview } from '@sokoni/domain/contracts/catalog';
import type { ReviewRow } from './review.repository.ts';

export function toReviewDto(row: ReviewRow): TReview {
  return {
    _id: row.id,
    user: row.username !== null ? { username: row.username, names: row.names ?? row.username } : null,
    rating: row.rating,
    comment: row.comment,
    date: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    verifiedPurchase: Boolean(row.verifiedPurchase),
  };
}
