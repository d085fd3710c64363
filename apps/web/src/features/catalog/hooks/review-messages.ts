import { ApiError } from '../../../lib/api-client.ts';

/** The spec's error catalogue for ratings and comments. */
export function reviewFailureMessage(error: unknown, what: 'rating' | 'comment'): string {
  if (error instanceof ApiError && !error.isNetworkError && error.serverMessage) return `Failed to submit ${what}: ${error.serverMessage}`;
  return `An error occurred while submitting your ${what}. Please try again.`;
}

/** Said whenever a comment is posted, alone or with the rating it belongs to. */
export const COMMENT_POSTED = 'Comment posted.';

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
