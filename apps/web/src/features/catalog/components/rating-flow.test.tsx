import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../lib/session.ts';
import { aProduct, aReview, aStore, PRODUCT_ID, STORE_ID } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { CatalogDialogsProvider, preloadCatalogDialogs } from './catalog-dialogs.tsx';
import { useCatalogDialogs } from './catalog-dialogs-context.ts';

const STORE_PATH = '/store/kilimani-pizza-oven';

function Openers() {
  const { openStore, openProduct } = useCatalogDialogs();
  return (
    <>
      <button onClick={() => openStore(STORE_ID)}>open store</button>
      <button onClick={() => openProduct(PRODUCT_ID)}>open product</button>
    </>
  );
}

function renderPage(route = STORE_PATH) {
  const user = userEvent.setup();
  renderCatalog(
    <CatalogDialogsProvider>
      <Openers />
    </CatalogDialogsProvider>,
    { route },
  );
  return user;
}

function logIn() {
  localStorage.setItem('user', JSON.stringify({ _id: '6b0243ba000000000000aaaa', username: 'wanjiku', names: 'Wanjiku Kamau' }));
  localStorage.setItem('userToken', 'user-token');
  restoreSession();
}

let api: ReturnType<typeof fakeApi>;
let reviews = [aReview()];
beforeEach(() => {
  sessionStorage.clear();
  restoreSession();
  reviews = [aReview()];
  api = fakeApi({
    [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
    [`GET /api/partners/${STORE_ID}/reviews`]: () => json(200, { reviews }),
    [`GET /api/products/${PRODUCT_ID}`]: () => json(200, aProduct()),
    [`GET /api/products/${PRODUCT_ID}/reviews`]: () => json(200, { reviews: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => api.calls.filter((c) => c.method === 'POST');
const storeDialog = () => screen.findByRole('dialog', { name: 'Kilimani Pizza Oven' });

// The dialogs are their own chunk; load it once so each test waits for the page, not the import.
beforeAll(async () => {
  await preloadCatalogDialogs();
});

describe('rating while logged out', () => {
  it('opens the login prompt and remembers the store, its dialog step and the page', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'open store' }));
    await user.click(within(await storeDialog()).getByRole('button', { name: 'Rate 5 out of 5' }));

    const prompt = await screen.findByRole('dialog', { name: 'Please Log In or Sign Up' });
    expect(prompt).toHaveTextContent('You need to be logged in to perform this action.');
    expect(screen.queryByRole('dialog', { name: 'Kilimani Pizza Oven' })).toBeNull();
    expect(posts()).toHaveLength(0);
    expect(sessionStorage.getItem('redirectPath')).toBe(STORE_PATH);
    expect(JSON.parse(sessionStorage.getItem('currentStore')!)).toEqual({ kind: 'store', id: STORE_ID, path: STORE_PATH, dialog: { step: 0 } });

    await user.click(within(prompt).getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });

  it('a product comment asks to log in too, and remembers the product', async () => {
    const user = renderPage('/menu?category=Food');
    await user.click(screen.getByRole('button', { name: 'open product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hawaiian Pizza (Medium)' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Leave a comment'), 'Lovely');
    await user.click(within(dialog).getByRole('button', { name: 'Submit comment' }));

    expect(await screen.findByRole('dialog', { name: 'Please Log In or Sign Up' })).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectPath')).toBe('/menu?category=Food');
    expect(JSON.parse(sessionStorage.getItem('currentProduct')!)).toMatchObject({ id: PRODUCT_ID, dialog: { step: 1 } });
    expect(sessionStorage.getItem('currentStore')).toBeNull();
  });

  it('after logging in, the same page opens the same dialog at the same step', async () => {
    sessionStorage.setItem('currentStore', JSON.stringify({ kind: 'store', id: STORE_ID, path: STORE_PATH, dialog: { step: 1 } }));
    logIn();
    renderPage();
    const dialog = await storeDialog();
    expect(within(dialog).getByText('Step 2/2')).toBeInTheDocument();
    expect(await within(dialog).findByText('Fresh and well seasoned.')).toBeInTheDocument();
    expect(sessionStorage.getItem('currentStore')).toBeNull();
  });

  it('a remembered store for another page is forgotten, not opened', async () => {
    sessionStorage.setItem('currentStore', JSON.stringify({ kind: 'store', id: STORE_ID, path: '/elsewhere', dialog: { step: 0 } }));
    logIn();
    renderPage();
    await waitFor(() => expect(sessionStorage.getItem('currentStore')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('rating and commenting while logged in', () => {
  beforeEach(() => logIn());

  it('a star click sends the rating at once; the average comes from the answer and the reviews reload', async () => {
    api = fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`GET /api/partners/${STORE_ID}/reviews`]: () => json(200, { reviews }),
      [`POST /api/partners/${STORE_ID}/rate`]: () => {
        reviews = [aReview({ _id: '6b0243ba000000000000bbbb', user: { username: 'wanjiku', names: 'Wanjiku Kamau' }, rating: 5, comment: null }), ...reviews];
        return json(200, { averageRating: 3.4, count: 5, message: 'Thank you! Your rating has been saved.', review: reviews[0] });
      },
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'open store' }));
    const dialog = await storeDialog();
    expect(await within(dialog).findByTestId('store-average')).toHaveTextContent('3.3');
    expect(dialog).toHaveTextContent('Average rating 3.25 out of 5');

    await user.click(within(dialog).getByRole('button', { name: 'Rate 5 out of 5' }));
    await waitFor(() => expect(within(dialog).getByTestId('store-average')).toHaveTextContent('3.4'));
    expect(dialog).toHaveTextContent('5 Reviews');
    expect(posts()[0]!.body).toEqual({ rating: 5 });
    expect(await screen.findByText('Thank you! Your rating has been saved.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(within(dialog).getByText('No comment provided')).toBeInTheDocument();
  });

  it("a store nobody has rated says 'New' instead of 0.0 stars", async () => {
    api = fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore({ ratings: { average: 0, count: 0, reviews: [] } })),
      [`GET /api/partners/${STORE_ID}/reviews`]: () => json(200, { reviews: [] }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'open store' }));
    const dialog = await storeDialog();
    expect(await within(dialog).findByText('New')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('store-average')).toBeNull();
    expect(dialog).not.toHaveTextContent('0.0');
  });

  it("shows 'Failed to submit rating: ' with the server's message, and the network message", async () => {
    fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`POST /api/partners/${STORE_ID}/rate`]: () => json(404, { message: 'Store not found.' }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'open store' }));
    const dialog = await storeDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rate 4 out of 5' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit rating: Store not found.');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await user.click(within(dialog).getByRole('button', { name: 'Rate 4 out of 5' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred while submitting your rating. Please try again.'));
  });

  it('store comments: blank is refused; with a chosen rating the comment goes with it, otherwise alone', async () => {
    api = fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`GET /api/partners/${STORE_ID}/reviews`]: () => json(200, { reviews: [] }),
      [`POST /api/partners/${STORE_ID}/rate`]: () => json(200, { averageRating: 3.4, count: 5, message: 'Saved', review: aReview() }),
      [`POST /api/partners/${STORE_ID}/comments`]: () => json(201, { message: 'Comment added', review: aReview() }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'open store' }));
    const dialog = await storeDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('No reviews yet. Be the first to review!')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Leave a comment'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit comment' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a comment before submitting.');
    expect(posts()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Leave a comment'), 'Quick delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Submit comment' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url.pathname).toBe(`/api/partners/${STORE_ID}/comments`);
    expect(posts()[0]!.body).toEqual({ comment: 'Quick delivery' });
    await waitFor(() => expect(within(dialog).getByLabelText('Leave a comment')).toHaveValue(''));

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rate 4 out of 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Leave a comment'), 'Hot and fresh');
    await user.click(within(dialog).getByRole('button', { name: 'Submit comment' }));
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]!.url.pathname).toBe(`/api/partners/${STORE_ID}/rate`);
    expect(posts()[2]!.body).toEqual({ rating: 4, comment: 'Hot and fresh' });
  });

  it("shows 'Failed to submit comment: ' with the server's message", async () => {
    fakeApi({
      [`GET /api/products/${PRODUCT_ID}`]: () => json(200, aProduct()),
      [`GET /api/products/${PRODUCT_ID}/reviews`]: () => json(200, { reviews: [aReview({ user: null, comment: null })] }),
      [`POST /api/products/${PRODUCT_ID}/comments`]: () => json(400, { message: 'Comments can be at most 1000 characters.' }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'open product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hawaiian Pizza (Medium)' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Unknown User')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Leave a comment'), 'Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Submit comment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to submit comment: Comments can be at most 1000 characters.');
  });
});
