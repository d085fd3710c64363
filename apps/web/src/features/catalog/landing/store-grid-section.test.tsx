import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aStore, STORE_ID } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { CatalogDialogsProvider, preloadCatalogDialogs } from '../components/catalog-dialogs.tsx';
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

describe('Most Trusted Stores for a picked place', () => {
  afterEach(() => localStorage.removeItem('deliveryPlace'));

  it('asks where to deliver on a first visit', async () => {
    fakeApi({ 'GET /api/partners': () => json(200, { items: [aStore()], nextCursor: null }) });
    renderGrid();
    expect(screen.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nakuru' })).toBeVisible();
  });

  it('shows the shops that deliver there first and the others under Further away with their fee', async () => {
    localStorage.setItem('deliveryPlace', JSON.stringify({ town: 'Nakuru', location: '-0.307190,36.072250' }));
    const api = fakeApi({
      'GET /api/partners': () =>
        json(200, {
          items: [
            aStore({ _id: '6b0243bae214325f77396701', businessName: 'Menengai Groceries', town: 'Nakuru', reach: { deliversHere: true, distanceKm: 2.7, radiusKm: 10, deliveryFee: 100 } }),
            aStore({ _id: '6b0243bae214325f77396702', businessName: 'Pwani Grill', town: 'Mombasa', reach: { deliversHere: false, distanceKm: 604.2, radiusKm: 10, deliveryFee: 20337 } }),
          ],
          nextCursor: null,
        }),
    });
    renderGrid();
    const near = await screen.findByRole('list', { name: 'Stores delivering to Nakuru' });
    expect(within(near).getByRole('link', { name: 'Menengai Groceries' })).toBeVisible();
    expect(within(near).getByText('2.7 km · delivery Ksh 100.00')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Further away' })).toBeVisible();
    const far = screen.getByRole('list', { name: 'Further away' });
    expect(within(far).getByRole('link', { name: 'Pwani Grill' })).toBeVisible();
    expect(within(far).getByText('604.2 km · delivery Ksh 20,337.00')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Where should we deliver?' })).toBeNull();
    const asked = api.calls[0]!.url.searchParams;
    expect([asked.get('near'), asked.get('town')]).toEqual(['-0.307190,36.072250', 'Nakuru']);
  });
});

describe('a store nobody has rated yet', () => {
  it("says 'New' instead of 0.0 stars", async () => {
    fakeApi({ 'GET /api/partners': () => json(200, { items: [aStore({ ratings: { average: 0, count: 0, reviews: [] } })], nextCursor: null }) });
    renderGrid();
    const card = (await screen.findByRole('link', { name: 'Kilimani Pizza Oven' })).closest('article')!;
    expect(within(card).getByText('New')).toBeVisible();
    expect(within(card).queryByText('0 Reviews')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Kilimani Pizza Oven: new, no reviews yet. Show store details' })).toBeVisible();
  });
});
