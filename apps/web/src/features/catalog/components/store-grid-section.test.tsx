import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aStore, STORE_ID } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { CatalogDialogsProvider, preloadCatalogDialogs } from './catalog-dialogs.tsx';
import { StoreGridSection } from './store-grid-section.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderGrid() {
  renderCatalog(
    <CatalogDialogsProvider>
      <StoreGridSection />
    </CatalogDialogsProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

// The dialogs are their own chunk; load it once so each test waits for the page, not the import.
beforeAll(async () => {
  await preloadCatalogDialogs();
});

describe('Most Trusted Stores', () => {
  it('shows 8 skeleton cards while loading, then store cards with rounded stars and the review count', async () => {
    let answer!: (response: Response) => void;
    fakeApi({ 'GET /api/partners': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderGrid();
    const loading = screen.getByText('Loading stores…').parentElement!;
    expect(loading.querySelectorAll(':scope > div[aria-hidden="true"]')).toHaveLength(8);

    answer(json(200, { items: [aStore(), aStore({ _id: '6b0243bae214325f77396729', businessName: 'Nyali Toy Chest', slug: 'nyali-toy-chest', ratings: { average: 5, count: 1, reviews: [] } })], nextCursor: null }));
    const card = (await screen.findByRole('link', { name: 'Kilimani Pizza Oven' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('4 Reviews')).toBeInTheDocument();
    expect(screen.getByText('1 Review')).toBeInTheDocument();
  });

  it('the stars and count open Store Details; the rest of the card opens the store page', async () => {
    fakeApi({
      'GET /api/partners': () => json(200, { items: [aStore()], nextCursor: null }),
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
    });
    const user = userEvent.setup();
    renderGrid();
    await user.click(await screen.findByRole('button', { name: /4 Reviews\. Show store details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kilimani Pizza Oven' });
    expect(within(dialog).getByText('Step 1/2')).toBeInTheDocument();
    expect(location()).toBe('/');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('link', { name: 'Kilimani Pizza Oven' }));
    expect(location()).toBe('/store/kilimani-pizza-oven');
  });

  it("shows the spec's error block with 'Try again'", async () => {
    fakeApi({ 'GET /api/partners': () => json(500, { message: 'down' }) });
    renderGrid();
    expect(await screen.findByText("We couldn't load stores right now. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty state when there are no stores', async () => {
    fakeApi({ 'GET /api/partners': () => json(200, { items: [], nextCursor: null }) });
    renderGrid();
    expect(await screen.findByText('No stores available yet. Check back soon.')).toBeInTheDocument();
  });
});
