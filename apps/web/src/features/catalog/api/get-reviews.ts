import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReview } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';
import { reviewPath, type ReviewTarget } from './review-target.ts';

/** GET /api/partners/{id}/reviews or /api/products/{id}/reviews, newest first. */
export async function getReviews(target: ReviewTarget): Promise<TReview[]> {
  const answer = await api.get<{ reviews: TReview[] }>(reviewPath(target, 'reviews'));
  return answer.reviews;
}

export const reviewsQueryOptions = (target: ReviewTarget) =>
  queryOptions({ queryKey: catalogKeys.reviews(target.kind, target.id), queryFn: () => getReviews(target) });

export function useReviews(target: ReviewTarget, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(target), enabled });
}
