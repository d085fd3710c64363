/**
 * The catalogue's plain rules (ratings, comment length, storefront views and sorts), apart from
 * the request schemas in contracts/catalog.ts (which re-exports them): the storefront's first
 * screen uses these and must not wait for the validation library.
 */
export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SEARCH_GROUP_LIMIT = 8;

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_COMMENT_LENGTH = 1000;
export const RATING_INVALID_MESSAGE = 'Please select a valid rating between 1 and 5 stars.';
export const COMMENT_REQUIRED_MESSAGE = 'Please enter a comment before submitting.';
export const COMMENT_TOO_LONG_MESSAGE = `Comments can be at most ${MAX_COMMENT_LENGTH} characters.`;

export const STOREFRONT_VIEWS = ['menu', 'offers', 'featured'] as const;
export type StorefrontView = (typeof STOREFRONT_VIEWS)[number];
export const STOREFRONT_SORTS = ['relevance', 'price_low_high', 'price_high_low', 'rating_high_low'] as const;
export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];
/** The minimum-rating choices of the filter bar ('0' means any). */
export const MIN_RATING_CHOICES = [0, 4, 3, 2] as const;
/** /featured lists products rated at least this, best first. */
export const FEATURED_MIN_RATING = 4;
