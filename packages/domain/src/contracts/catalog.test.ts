import { describe, expect, it } from 'vitest';
import { cleanSearchText, RATING_INVALID_MESSAGE, ZCommentRequest, ZRateRequest, ZStorefrontQuery } from './catalog.ts';

describe('cleanSearchText', () => {
  it('trims, collapses whitespace and keeps the first of repeated values', () => {
    expect(cleanSearchText('  piza \n\t hut ')).toBe('piza hut');
    expect(cleanSearchText(['first', 'second'])).toBe('first');
    expect(cleanSearchText(undefined)).toBe('');
    expect(cleanSearchText(42)).toBe('');
  });

  it('drops control characters and broken surrogates, keeps accents and emoji whole', () => {
    expect(cleanSearchText('piz\u0000za')).toBe('pizza');
    expect(cleanSearchText('pizza\uD800')).toBe('pizza');
    expect(cleanSearchText('Crème 🍕')).toBe('Crème 🍕');
  });

  it('cuts long text to 100 characters without splitting an emoji', () => {
    expect(cleanSearchText('a'.repeat(10_000))).toHaveLength(100);
    const emoji = cleanSearchText('🍕'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji).toBe('🍕'.repeat(100));
  });
});

describe('rating and comment requests', () => {
  it('accepts whole ratings 1-5 (numbers or numeric text) and drops any user field', () => {
    expect(ZRateRequest.parse({ rating: 4, user: 'someone-else' })).toEqual({ rating: 4 });
    expect(ZRateRequest.parse({ rating: '5', comment: '  Great  ' })).toEqual({ rating: 5, comment: 'Great' });
    expect(ZRateRequest.parse({ rating: 3, comment: '   ' })).toEqual({ rating: 3 });
  });

  it.each([0, 6, 2.5, '', 'x', null, undefined])('refuses the rating %j with the spec message', (rating) => {
    const result = ZRateRequest.safeParse({ rating });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(RATING_INVALID_MESSAGE);
  });

  it('requires a non-blank comment of at most 1000 characters', () => {
    expect(ZCommentRequest.parse({ comment: ' ok ' })).toEqual({ comment: 'ok' });
    expect(ZCommentRequest.safeParse({ comment: ' ' }).error?.issues[0]?.message).toBe('Please enter a comment before submitting.');
    expect(ZCommentRequest.safeParse({ comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('storefront query', () => {
  it('treats empty numbers as not given and defaults view and sort', () => {
    expect(ZStorefrontQuery.parse({ minPrice: '', maxPrice: '500' })).toMatchObject({ view: 'menu', sort: 'relevance', maxPrice: 500 });
    expect(ZStorefrontQuery.parse({ minPrice: '' }).minPrice).toBeUndefined();
  });
});
