import { lazy, Suspense } from 'react';
import { useCartOpen } from '../../../lib/cart.ts';
import { useHasOpened } from '../../../lib/use-has-opened.ts';

// The cart's slide-over (its rows, delivery estimate, closed-shop notes) loads when it first
// opens, not with every page's first bundle.
const CartPanel = lazy(() => import('./cart-panel.tsx').then((m) => ({ default: m.CartPanel })));

/** Mounted once in the root layout. */
export function CartPanelHost() {
  const opened = useHasOpened(useCartOpen());
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
