import { describe, expect, it } from 'vitest';
import { renderLandingShell, renderProductShell, renderStoreShell, renderStorefrontShell } from './page-shells.tsx';

function shell(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('prerendered catalogue first screens', () => {
  it('gives /menu, /offers and /featured their heading and twelve card skeletons, and no product yet', () => {
    for (const [view, title] of [['menu', 'Menu'], ['offers', 'Offers'], ['featured', 'Featured']] as const) {
      const body = shell(renderStorefrontShell(view, 'en'));
      expect(body.querySelector('h1')).toHaveTextContent(title);
      expect(body.querySelector('[role="status"]')).toHaveTextContent('Loading products…');
      // Only real products are cards: the skeletons never pass for one.
      expect(body.querySelector('[data-testid="product-card"]')).toBeNull();
    }
  });

  it('gives the store and product pages their loading screens under a header that claims no session', () => {
    const store = shell(renderStoreShell('en'));
    expect(store.querySelector('[role="status"]')).toHaveTextContent('Loading the store…');
    expect(store).not.toHaveTextContent('LOG IN');
    const product = shell(renderProductShell('en'));
    expect(product.querySelector('[role="status"]')).toHaveTextContent('Loading product…');
    expect(product.querySelector('header')).not.toBeNull();
  });

  it('are written in Kiswahili too, for devices that chose it, and the English ones stay English', () => {
    const landing = shell(renderLandingShell('sw'));
    expect(landing.querySelector('h1')).toHaveTextContent('Soko la mji wako, linaletwa haraka.');
    expect(landing.querySelector('input[type="search"]')).toHaveAttribute('placeholder', 'Tafuta chochote...');
    expect(shell(renderStorefrontShell('offers', 'sw')).querySelector('h1')).toHaveTextContent('Ofa');
    expect(shell(renderStoreShell('sw')).querySelector('[role="status"]')).toHaveTextContent('Inapakia duka…');
    expect(shell(renderLandingShell('en')).querySelector('h1')).toHaveTextContent("Your town's market, delivered fast.");
  });
});
