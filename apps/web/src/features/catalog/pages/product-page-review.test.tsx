import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { aProduct, aReview, PRODUCT_ID } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { ProductPage } from './product-page.tsx';

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify({ _id: '6b0243ba000000000000aaaa', username: 'wanjiku', names: 'Wanjiku Kamau' }));
  localStorage.setItem('userToken', 'user-token');
  restoreSession();
});
afterEach(() => {
  localStorage.clear();
  restoreSession();
  vi.unstubAllGlobals();
});

describe('rating and commenting on the product page', () => {
  it('a comment after a star joins that rating: one review, and it says Comment posted once', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/products/${PRODUCT_ID}`]: () => json(200, aProduct()),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => json(200, { reviews: [] }),
      [`POST /api/products/${PRODUCT_ID}/rate`]: () => json(200, { averageRating: 4, count: 1, message: 'Thank you! Your rating has been saved.', review: aReview() }),
      [`POST /api/products/${PRODUCT_ID}/comments`]: () => json(201, { message: 'Thank you! Your comment has been posted.', review: aReview() }),
    });
    renderCatalog(<ProductPage />, { route: `/product/${PRODUCT_ID}`, path: '/product/:id' });

    await user.click(await screen.findByRole('button', { name: 'Rate 4 out of 5' }));
    await screen.findByText('Thank you! Your rating has been saved.');
    await user.type(screen.getByLabelText('Leave a comment'), 'Fresh and sweet');
    await user.click(screen.getByRole('button', { name: 'Submit comment' }));

    await waitFor(() => expect(screen.getByLabelText('Leave a comment')).toHaveValue(''));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.url.pathname)).toEqual([`/api/products/${PRODUCT_ID}/rate`, `/api/products/${PRODUCT_ID}/rate`]);
    expect(posts[1]!.body).toEqual({ rating: 4, comment: 'Fresh and sweet' });
    expect(screen.getByText('Comment posted.')).toBeInTheDocument();

    // The same comment again: still one toast on screen.
    await user.type(screen.getByLabelText('Leave a comment'), 'Fresh and sweet');
    await user.click(screen.getByRole('button', { name: 'Submit comment' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    await waitFor(() => expect(screen.getAllByText('Comment posted.')).toHaveLength(1));
  });

  it('a comment without a star is posted alone and says Comment posted', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET /api/products/${PRODUCT_ID}`]: () => json(200, aProduct()),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => json(200, { reviews: [] }),
      [`POST /api/products/${PRODUCT_ID}/comments`]: () => json(201, { message: 'Thank you! Your comment has been posted.', review: aReview() }),
    });
    renderCatalog(<ProductPage />, { route: `/product/${PRODUCT_ID}`, path: '/product/:id' });
    await user.type(await screen.findByLabelText('Leave a comment'), 'Good value');
    await user.click(screen.getByRole('button', { name: 'Submit comment' }));
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ comment: 'Good value' }]);
  });
});
