import { ApiError } from '../../../lib/api-client.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** The spec's error catalogue for ratings and comments. */
export function reviewFailureMessage(error: unknown, what: 'rating' | 'comment'): string {
  if (error instanceof ApiError && !error.isNetworkError && error.serverMessage) return i18n.t(`catalog:reviewMessages.${what}Failed`, { reason: error.serverMessage });
  return i18n.t(`catalog:reviewMessages.${what}Error`);
}

/** Said whenever a comment is posted, alone or with the rating it belongs to. */
export const commentPosted = () => i18n.t('catalog:reviewMessages.commentPosted');

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
