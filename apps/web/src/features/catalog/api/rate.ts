import { useMutation } from '@tanstack/react-query';
import type { TRateRequest, TReview } from '@sokoni/domain/contracts/catalog';
import { api } from '../../../lib/api-client.ts';
import { reviewPath, type ReviewTarget } from './review-target.ts';

export interface RateAnswer {
  averageRating: number;
  count: number;
  message: string;
  review: TReview;
}

/** POST /api/partners/{id}/rate or /api/products/{id}/rate; the reviewer is the token's customer. */
export function rate(target: ReviewTarget, body: TRateRequest): Promise<RateAnswer> {
  return api.post<RateAnswer>(reviewPath(target, 'rate'), body, { auth: 'user' });
}

export function useRate(target: ReviewTarget) {
  return useMutation({ mutationFn: (body: TRateRequest) => rate(target, body) });
}
