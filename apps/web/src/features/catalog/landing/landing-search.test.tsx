import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogPage, fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { suggestionHref, suggestionsOf } from '../hooks/search-target.ts';
import { renderToString } from 'react-dom/server';
import type { TSearchResponse } from '@sokoni/domain/contracts/catalog';
import { LandingSearch } from './landing-search.tsx';
import { captureEarlyTyping } from '../../../lib/early-typing.ts';
import earlySearchScript from '../../../../public/early-search.js?raw';

const PIZZA: TSearchResponse = {
  categories: [],
  subcategories: ['Pizza'],
  partners: [
    { businessName: 'Kilimani Pizza Oven', _id: '6b0243ba2d2535a32c47259f', slug: 'kilimani-pizza-oven', openNow: true, opensAt: null, closesAt: null, paused: false },
  ],
  products: [
    { name: 'Hawaiian Pizza (Medium)', _id: '6b0243ba4c0e45eb42766919', partnerId: '6b0243ba2d2535a32c47259f' },
    {
      name: 'Margherita Pizza (Large)',
      _id: '6b0243ba2d542af2e05a9791',
      partnerId: '6b0243ba2d2535a32c47259f',
      reach: { deliversHere: false, distanceKm: 14, radiusKm: 8, deliveryFee: 30000 },
    },
  ],
};
const FOOD = { categories: ['Food'], subcategories: [], partners: [], products: [PIZZA.products[0]] };
const NONE = { categories: [], subcategories: [], partners: [], products: [] };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    'GET /api/search': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      if (q === 'food') return json(200, FOOD);
      if (q.includes('piz') || q === 'p' || q === 'kilimani pizza oven') return json(200, PIZZA);
      return json(200, NONE);
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const searches = () => api.calls.filter((c) => c.url.pathname === '/api/search').map((c) => c.url.searchParams.get('q'));

function setup() {
  const user = userEvent.setup();
  renderCatalog(<LandingSearch />);
  const box = screen.getByRole('combobox');
  return { user, box };
}

describe('landing search', () => {
  it('asks once typing pauses and lists categories, subcategories, stores and products', async () => {
    const { user, box } = setup();
    expect(box).toHaveAttribute('placeholder', 'Search for anything...');
    await user.type(box, 'piza');
    expect(await screen.findByRole('option', { name: 'Hawaiian Pizza (Medium)' })).toBeInTheDocument();
    expect(searches()).toEqual(['piza']);
    expect(screen.getByRole('group', { name: 'Subcategories' })).toHaveTextContent('Pizza');
    expect(screen.getByRole('group', { name: 'Stores' })).toHaveTextContent('Kilimani Pizza Oven');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it("says 'No results found' when nothing matches, and Enter leaves the list showing", async () => {
    const { user, box } = setup();
    await user.type(box, 'zzqx');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('Enter on text that only matches products goes to the product search', async () => {
    const { user, box } = setup();
    await user.type(box, 'piza{Enter}');
    await waitFor(() => expect(location()).toBe('/menu?product=piza'));
  });

  it('Enter on an exact subcategory name (any case) opens that subcategory', async () => {
    const { user, box } = setup();
    await user.type(box, 'pizza{Enter}');
    await waitFor(() => expect(location()).toBe('/menu?subcategory=Pizza'));
  });

  it('Enter on an exact category name opens that category', async () => {
    const { user, box } = setup();
    await user.type(box, 'FOOD{Enter}');
    await waitFor(() => expect(location()).toBe('/menu?category=Food'));
  });

  it('Enter on an exact store name opens the store by its slug', async () => {
    const { user, box } = setup();
    await user.type(box, 'kilimani pizza oven');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/store/kilimani-pizza-oven'));
  });

  it('one character is not enough for the product search: the list shows instead', async () => {
    const { user, box } = setup();
    await user.type(box, 'p{Enter}');
    expect(await screen.findByRole('option', { name: 'Hawaiian Pizza (Medium)' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it('arrow keys choose a suggestion, Enter opens it, Escape closes the list', async () => {
    const { user, box } = setup();
    await user.type(box, 'piza');
    await screen.findByRole('option', { name: 'Hawaiian Pizza (Medium)' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const store = screen.getByRole('option', { name: 'Kilimani Pizza Oven' });
    expect(store).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', store.id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('piza');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/product/6b0243ba4c0e45eb42766919'));
  });

  it('a click on a suggestion opens it', async () => {
    const { user, box } = setup();
    await user.type(box, 'piza');
    await user.click(await screen.findByRole('option', { name: /^Margherita Pizza \(Large\)/ }));
    expect(location()).toBe('/product/6b0243ba2d542af2e05a9791');
  });

  it('a failed search shows an empty list, never an error', async () => {
    fakeApi({ 'GET /api/search': () => json(500, { message: 'boom' }) });
    const { user, box } = setup();
    await user.type(box, 'piza');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});

/** The server-rendered landing box, in the page, focused, with `text` typed into it. */
function typedIntoServerBox(text: string): HTMLElement {
  const prerendered = document.createElement('div');
  prerendered.innerHTML = '<form role="search" action="/menu"><input type="search" name="product" data-landing-search></form>';
  document.body.append(prerendered);
  const box = prerendered.querySelector('input')!;
  box.focus();
  box.value = text;
  return prerendered;
}

describe('landing search typed into before the app took over', () => {
  it('keeps the text typed into the server-rendered box, with the focus, and searches it', async () => {
    const prerendered = typedIntoServerBox('pizza');
    captureEarlyTyping(prerendered);
    prerendered.remove();

    renderCatalog(<LandingSearch />);
    const box = screen.getByRole('combobox');
    expect(box).toHaveValue('pizza');
    expect(box).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'Hawaiian Pizza (Medium)' })).toBeVisible();
    expect(searches()).toContain('pizza');
  });

  it("takes over the answer the page's early script asked for, and the script stops asking once the app runs", async () => {
    const prerendered = typedIntoServerBox('pizza');
    // public/early-search.js, as the server-rendered page runs it before the app's scripts.
    new Function(earlySearchScript)();
    expect(searches()).toEqual(['pizza']);
    captureEarlyTyping(prerendered);
    prerendered.remove();

    const user = userEvent.setup();
    renderCatalog(<LandingSearch />);
    const box = screen.getByRole('combobox');
    expect(await screen.findByRole('option', { name: 'Hawaiian Pizza (Medium)' })).toBeVisible();
    expect(searches()).toEqual(['pizza']);
    await user.type(box, ' oven');
    await waitFor(() => expect(searches()).toEqual(['pizza', 'pizza oven']));
  });
});

describe("the early script's own list, before the app runs", () => {
  /** The landing search as the server sends it, typed into before any of the app's scripts ran. */
  function serverPage(text: string) {
    const container = document.createElement('div');
    container.dataset.serverPage = '';
    container.innerHTML = renderToString(catalogPage(<LandingSearch />));
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('input[data-landing-search]')!;
    box.focus();
    box.value = text;
    new Function(earlySearchScript)();
    return { container, box };
  }
  // A test that failed half-way leaves no page or listening script for the next one.
  afterEach(() => {
    window.__sokoniEarlySearch?.release();
    delete window.__sokoniEarlySearch;
    document.querySelectorAll('[data-server-page]').forEach((page) => page.remove());
  });
  const earlyLinks = (container: HTMLElement) => within(container.querySelector<HTMLElement>('[data-early-suggestions]')!).queryAllByRole('link');

  it('shows its answer as links to what the app would open, and the app hydrated over it takes the list over without asking again', async () => {
    const { container } = serverPage('pizza');
    const list = await within(container).findByRole('region', { name: 'Search suggestions' });
    expect(within(list).getByRole('group', { name: 'Stores' })).toHaveTextContent('Kilimani Pizza Oven');
    expect(earlyLinks(container).map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      suggestionsOf(PIZZA).map((s) => [s.label + ('further' in s && s.further ? ' · further away' : ''), suggestionHref(s)]),
    );

    const problems = vi.spyOn(console, 'error');
    captureEarlyTyping(container);
    render(catalogPage(<LandingSearch />), { container, hydrate: true });
    expect(await within(container).findByRole('option', { name: 'Hawaiian Pizza (Medium)' })).toBeVisible();
    expect(earlyLinks(container)).toEqual([]);
    expect(within(container).getByRole('combobox')).toHaveFocus();
    expect(searches()).toEqual(['pizza']);
    expect(problems).not.toHaveBeenCalled();
    container.remove();
  });

  it('an answer that comes while the app hydrates still shows, until the landing search has taken it over', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi({ 'GET /api/search': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { container } = serverPage('pizza');
    captureEarlyTyping(container);
    answer(json(200, PIZZA));
    expect(await within(container).findByRole('link', { name: 'Kilimani Pizza Oven' })).toBeVisible();

    render(catalogPage(<LandingSearch />), { container, hydrate: true });
    expect(await within(container).findByRole('option', { name: 'Kilimani Pizza Oven' })).toBeVisible();
    expect(earlyLinks(container)).toEqual([]);
    container.remove();
  });

  it("says 'No results found' at once when nothing matches, and the app's own status takes over", async () => {
    const { container } = serverPage('zzqx');
    const early = container.querySelector<HTMLElement>('[data-early-suggestions]')!;
    expect(await within(early).findByRole('status')).toHaveTextContent('No results found');
    expect(earlyLinks(container)).toEqual([]);

    captureEarlyTyping(container);
    render(catalogPage(<LandingSearch />), { container, hydrate: true });
    const search = within(within(container).getByRole('search'));
    await waitFor(() => expect(early).toBeEmptyDOMElement());
    expect(search.getByRole('status')).toHaveTextContent('No results found');
    expect(searches()).toEqual(['zzqx']);
    container.remove();
  });

  it('closes on Escape, on an emptied box and when the focus leaves the search, as the app does', async () => {
    const { container, box } = serverPage('pizza');
    const type = (text: string) => {
      box.value = text;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    await within(container).findByRole('region', { name: 'Search suggestions' });
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(earlyLinks(container)).toEqual([]);
    // The same text typed again shows the answer it has, without asking again.
    type('pizza ');
    await within(container).findByRole('region', { name: 'Search suggestions' });
    expect(searches()).toEqual(['pizza']);

    type('food');
    expect(await within(container).findByRole('link', { name: 'Food' })).toHaveAttribute('href', '/menu?category=Food');
    type('');
    expect(earlyLinks(container)).toEqual([]);

    type('pizza');
    await within(container).findByRole('link', { name: 'Kilimani Pizza Oven' });
    box.blur();
    expect(earlyLinks(container)).toEqual([]);
    expect(searches()).toEqual(['pizza', 'food', 'pizza']);
    window.__sokoniEarlySearch?.release();
    container.remove();
  });
});
