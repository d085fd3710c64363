import { useMutation } from '@tanstack/react-query';
import type { TCommentRequest, TReview } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { reviewPath, type ReviewTarget } from './review-target.ts';

/** POST /api/partners/{id}/comments or /api/products/{id}/comments. */
export function comment(target: ReviewTarget, body: TCommentRequest): Promise<{ message: string; review: TReview }> {
  return api.post(reviewPath(target, 'comments'), body, { auth: 'user' });
}

export function useComment(target: ReviewTarget) {
  return useMutation({ mutationFn: (body: TCommentRequest) => comment(target, body) });
}
