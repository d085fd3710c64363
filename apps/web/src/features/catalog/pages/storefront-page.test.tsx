import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct, STORE_ID } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { StorefrontPage } from './storefront-page.tsx';
import { preloadCatalogDialogs } from '../components/catalog-dialogs.tsx';

const FACETS = {
  vendors: [
    { _id: STORE_ID, businessName: 'Kilimani Pizza Oven', slug: 'kilimani-pizza-oven' },
    { _id: '6b0243ba9d16f6e32f33664d', businessName: 'Pwani Grill & Burgers', slug: 'pwani-grill-and-burgers' },
  ],
  categories: ['Food'],
  subcategories: ['Pizza'],
};

let api: ReturnType<typeof fakeApi>;
let page: { items: ReturnType<typeof aProduct>[]; nextCursor: string | null; total?: number; totalCapped?: boolean };
beforeEach(() => {
  page = { items: [aProduct()], nextCursor: null, total: 1 };
  api = fakeApi({
    'GET /api/storefront': () => json(200, page),
    'GET /api/catalog/facets': () => json(200, FACETS),
  });
});
afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent!;
const query = () => new URLSearchParams(location().split('?')[1] ?? '');
const lastStorefrontCall = () => api.calls.filter((c) => c.url.pathname === '/api/storefront').at(-1)!.url.searchParams;

function renderAt(route: string) {
  const user = userEvent.setup();
  renderCatalog(<StorefrontPage />, { route, path: '/:view' });
  return user;
}

// The dialogs are their own chunk; load it once so each test waits for the page, not the import.
beforeAll(async () => {
  await preloadCatalogDialogs();
});

describe('storefront filters in the URL', () => {
  it('reads the landing parameters and filters from the URL and asks the API for them', async () => {
    const user = renderAt('/menu?category=Food&product=piza&minPrice=500&maxPrice=1500&vendor=Kilimani%20Pizza%20Oven&minRating=4&sort=price_low_high');
    expect(await screen.findByText('Hawaiian Pizza (Medium)')).toBeInTheDocument();
    const sent = lastStorefrontCall();
    expect(Object.fromEntries(sent)).toMatchObject({
      view: 'menu',
      category: 'Food',
      product: 'piza',
      minPrice: '500',
      maxPrice: '1500',
      vendor: 'Kilimani Pizza Oven',
      minRating: '4',
      sort: 'price_low_high',
      limit: '24',
    });
    expect(screen.getByLabelText('Search by name')).toHaveValue('piza');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price_low_high');
    await user.click(screen.getByRole('button', { name: 'Filters (4)' }));
    expect(screen.getByLabelText('Min price (Ksh)')).toHaveValue(500);
    expect(screen.getByLabelText('Minimum rating')).toHaveValue('4');
    await waitFor(() => expect(screen.getByLabelText('Vendor')).toHaveValue('Kilimani Pizza Oven'));
    expect(screen.getByRole('button', { name: 'Remove Category: Food' })).toBeInTheDocument();
  });

  it('each choice goes into the URL, and typed prices both survive', async () => {
    const user = renderAt('/menu?category=Food');
    await screen.findByText('Hawaiian Pizza (Medium)');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_high_low');
    expect(query().get('sort')).toBe('price_high_low');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(screen.getByLabelText('Min price (Ksh)'), '200');
    await user.type(screen.getByLabelText('Max price (Ksh)'), '900');
    await user.selectOptions(screen.getByLabelText('Minimum rating'), '3');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pwani Grill & Burgers' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Pwani Grill & Burgers');
    await waitFor(() => expect(query().get('maxPrice')).toBe('900'));
    expect(Object.fromEntries(query())).toEqual({
      category: 'Food',
      sort: 'price_high_low',
      minPrice: '200',
      maxPrice: '900',
      minRating: '3',
      vendor: 'Pwani Grill & Burgers',
    });
    await waitFor(() => expect(lastStorefrontCall().get('maxPrice')).toBe('900'));

    await user.click(screen.getAllByRole('button', { name: /^Clear all/ })[0]!);
    expect(Object.fromEntries(query())).toEqual({ category: 'Food' });
    await user.click(screen.getByRole('button', { name: 'Remove Category: Food' }));
    expect(location()).toBe('/menu');
  });

  it('ignores filter values the API would refuse', async () => {
    renderAt('/offers?minPrice=abc&sort=cheapest&minRating=1');
    await screen.findByText('Hawaiian Pizza (Medium)');
    const sent = Object.fromEntries(lastStorefrontCall());
    expect(sent).toMatchObject({ view: 'offers', sort: 'relevance' });
    expect(sent).not.toHaveProperty('minPrice');
    expect(sent).not.toHaveProperty('minRating');
  });

  it('pages with the cursor instead of loading everything', async () => {
    page = { items: [aProduct()], nextCursor: 'CURSOR1', total: 2 };
    const user = renderAt('/featured');
    await screen.findByText('Hawaiian Pizza (Medium)');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    page = { items: [aProduct({ _id: '6b0243ba2d542af2e05a9791', name: 'Margherita Pizza (Large)' })], nextCursor: null };
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Margherita Pizza (Large)')).toBeInTheDocument();
    expect(lastStorefrontCall().get('cursor')).toBe('CURSOR1');
    expect(lastStorefrontCall().get('view')).toBe('featured');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says '1,000+ products' when the server stopped counting at its cap", async () => {
    page = { items: [aProduct()], nextCursor: 'CURSOR1', total: 1000, totalCapped: true };
    renderAt('/menu');
    await screen.findByText('Hawaiian Pizza (Medium)');
    expect(screen.getByText('1,000+ products')).toBeInTheDocument();
  });

  it("shows 12 skeletons while loading and the spec's empty state", async () => {
    page = { items: [], nextCursor: null, total: 0 };
    renderAt('/menu?subcategory=Kites');
    const loading = screen.getByText('Loading products…').parentElement!;
    expect(loading.querySelectorAll(':scope > div[aria-hidden="true"]')).toHaveLength(12);
    expect(await screen.findByText('No items in this category yet')).toBeInTheDocument();
    expect(screen.getByText("We're curating great options. Please check back soon.")).toBeInTheDocument();
  });

  it('a card click opens the Product Details dialog; its add button only adds to the cart', async () => {
    fakeApi({
      'GET /api/storefront': () => json(200, page),
      'GET /api/catalog/facets': () => json(200, FACETS),
      'GET /api/products/:id': () => json(200, aProduct()),
    });
    const user = renderAt('/menu');
    await user.click(await screen.findByRole('button', { name: 'Add Hawaiian Pizza (Medium) to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeInTheDocument();
    expect(await screen.findByText('Hawaiian Pizza (Medium) added to your cart')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Hawaiian Pizza (Medium)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hawaiian Pizza (Medium)' });
    expect(within(dialog).getByText('Step 1/2')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full product page' })).toHaveAttribute('href', `/product/${aProduct()._id}`);
  });
});
