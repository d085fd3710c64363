import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct, aStore } from '../testing/fixtures.ts';
import { fakeApi, json, renderCatalog } from '../testing/render-catalog.tsx';
import { CatalogDialogsProvider, preloadCatalogDialogs } from './catalog-dialogs.tsx';
import { StoreGridSection } from '../landing/store-grid-section.tsx';
import { ProductCard } from './product-card.tsx';
import { getCartItems, clearCart } from '../../../lib/cart.ts';

const eat = (wall: string) => new Date(`${wall.replace(' ', 'T')}:00+03:00`).toISOString();

beforeAll(async () => {
  await preloadCatalogDialogs();
});
beforeEach(() => {
  // Only the clock is fixed (Tuesday 24 Nov 2026, 21:40 in Nairobi); timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(eat('2026-11-24 21:40')));
  clearCart();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('store status on the landing grid', () => {
  it('says open, closed or paused in Nairobi time and lists closed stores after open ones', async () => {
    const closed = aStore({ _id: 'c'.repeat(24), businessName: 'Closed Kitchen', slug: 'closed-kitchen', openNow: false, opensAt: eat('2026-11-25 08:00') });
    const paused = aStore({ _id: 'd'.repeat(24), businessName: 'Busy Grill', slug: 'busy-grill', openNow: false, paused: true, pausedUntil: eat('2026-11-24 22:00'), opensAt: eat('2026-11-24 22:00') });
    const open = aStore({ businessName: 'Open Oven', closesAt: eat('2026-11-24 22:00') });
    fakeApi({ 'GET /api/partners': () => json(200, { items: [closed, paused, open], nextCursor: null }) });
    renderCatalog(
      <CatalogDialogsProvider>
        <StoreGridSection />
      </CatalogDialogsProvider>,
    );
    await screen.findByRole('link', { name: 'Open Oven' });
    const names = within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['Open Oven', 'Closed Kitchen', 'Busy Grill']);
    const badges = screen.getAllByTestId('store-status').map((b) => b.textContent);
    expect(badges).toEqual(['Open · closes 22:00', 'Closed · opens tomorrow 08:00', 'Paused · back in 20 min']);
  });
});

describe('a sold-out product', () => {
  it("is greyed with 'Sold out today' and cannot be added", async () => {
    renderCatalog(<ProductCard product={aProduct({ available: false })} onOpen={() => {}} />);
    const card = screen.getByTestId('product-card');
    expect(card).toHaveAttribute('data-sold-out');
    const button = within(card).getByRole('button', { name: /is sold out today/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sold out today');
    await userEvent.setup().click(button);
    expect(getCartItems()).toEqual([]);
  });
});
