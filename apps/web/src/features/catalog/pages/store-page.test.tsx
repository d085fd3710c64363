import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProduct, aStore, STORE_ID } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { StorePage } from './store-page.tsx';
import { i18n } from '../../../i18n/i18n.ts';

afterEach(() => vi.unstubAllGlobals());

const drink = aProduct({ _id: '6b0243ba000000000000d001', name: 'Fresh Passion Juice', category: 'Drinks', price: 200, discountedPrice: null, quantity: 500, unit: 'grams' });
const wings = aProduct({ _id: '6b0243ba000000000000d002', name: 'Chicken Wings', price: 650, discountedPrice: 552.5, ratings: { average: 4.6, count: 2 } });

function renderStore(route: string) {
  const user = userEvent.setup();
  renderCatalog(<StorePage />, { route, path: '/store/:id' });
  return user;
}

describe('store page', () => {
  it('resolves a slug, then shows the store and its products by category with one-decimal prices', async () => {
    const api = fakeApi({
      'GET /api/partners/slug/:slug': () => json(200, { _id: STORE_ID, slug: 'kilimani-pizza-oven' }),
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`GET /api/products-by-partner/${STORE_ID}`]: () => json(200, { products: [wings, drink], nextCursor: null }),
    });
    renderStore('/store/kilimani-pizza-oven');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kilimani Pizza Oven' })).toBeInTheDocument();
    expect(screen.getByTestId('store-header-average')).toHaveTextContent('3.3');
    await screen.findByRole('heading', { level: 2, name: 'Drinks' });
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Drinks', 'Food']);
    expect(screen.getAllByTestId('price').map((p) => p.textContent)).toEqual(['Ksh 200.00', 'Ksh 552.50']);
    expect(screen.getByText('-15%')).toBeInTheDocument();
    expect(screen.getByText('500 grams')).toBeInTheDocument();
    expect(screen.getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Open cart/ })).toBeInTheDocument();
    expect(api.calls.map((c) => c.url.pathname)).toContain('/api/partners/slug/kilimani-pizza-oven');
    expect(api.calls.find((c) => c.url.pathname.startsWith('/api/products-by-partner'))!.url.searchParams.get('limit')).toBe('60');
  });

  it('names the categories in the reader\'s language, in the tabs and above each group', async () => {
    fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`GET /api/products-by-partner/${STORE_ID}`]: () => json(200, { products: [wings, drink], nextCursor: null }),
    });
    await i18n.changeLanguage('sw');
    try {
      renderStore(`/store/${STORE_ID}`);
      const headings = await within(await screen.findByRole('main')).findAllByRole('heading', { level: 2 });
      // 'Drinks' is the shop's own word, kept as written; 'Food' is one of the platform's.
      expect(headings.map((h) => h.textContent)).toEqual(['Drinks', 'Chakula']);
      expect(screen.getByRole('button', { name: 'Chakula' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('uses a 24-hex id directly, without asking for a slug', async () => {
    const api = fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`GET /api/products-by-partner/${STORE_ID}`]: () => json(200, { products: [], nextCursor: null }),
    });
    renderStore(`/store/${STORE_ID}`);
    expect(await screen.findByText('This store has no items yet')).toBeInTheDocument();
    expect(screen.getByText('Please check back soon.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.pathname.includes('/slug/'))).toBe(false);
  });

  it('a category asks the server for that category of this store; an empty one says so', async () => {
    const api = fakeApi({
      [`GET /api/partners/${STORE_ID}`]: () => json(200, aStore()),
      [`GET /api/products-by-partner/${STORE_ID}`]: () => json(200, { products: [wings, drink], nextCursor: null }),
      'GET /api/storefront': (url) => json(200, { items: url.searchParams.get('category') === 'Drinks' ? [drink] : [], nextCursor: null }),
    });
    const user = renderStore(`/store/${STORE_ID}?category=Electronics`);
    expect(await screen.findByText('No items in this category yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drinks' }));
    expect(await screen.findByText('Fresh Passion Juice')).toBeInTheDocument();
    expect(screen.queryByText('Chicken Wings')).toBeNull();
    const call = api.calls.filter((c) => c.url.pathname === '/api/storefront').at(-1)!.url.searchParams;
    expect(call.get('shop')).toBe(STORE_ID);
    expect(call.get('category')).toBe('Drinks');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByText('Chicken Wings')).toBeInTheDocument());
  });

  it('an unknown store is a not-found page', async () => {
    fakeApi({ 'GET /api/partners/slug/:slug': () => json(404, { message: 'Store not found.' }) });
    renderStore('/store/no-such-store');
    expect(await screen.findByRole('heading', { name: "We couldn't find that store" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute('href', '/menu');
  });
});
