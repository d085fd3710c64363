import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeCheckout, forgetCheckoutResume, openCheckout, rememberCheckoutResume, takeCheckoutResume, useCheckoutOpen } from '../../../lib/checkout-launcher.ts';
import { useSession } from '../../../lib/use-session.ts';
import { loadNamespaces } from '../../../i18n/i18n.ts';
import { LoginPrompt } from '../../../components/session/login-prompt.tsx';

// The checkout (and its map) loads only when someone checks out.
// Its words (checkout, the address fields, the map, the tip picker) come with it, so it opens speaking.
const CheckoutModal = lazy(() =>
  Promise.all([import('./checkout-modal.tsx'), loadNamespaces(['checkout', 'cart', 'address', 'map', 'tips'])]).then(([m]) => ({ default: m.CheckoutModal })),
);

/**
 * Mounted once in the root layout. A customer gets the checkout; a visitor gets the login
 * prompt, and the checkout opens again by itself when they come back to this page logged in.
 */
export function CheckoutHost() {
  const open = useCheckoutOpen();
  const user = useSession().user?.profile ?? null;
  const location = useLocation();
  const path = location.pathname + location.search;
  const openedAt = useRef<string | null>(null);

  useEffect(() => {
    if (user && takeCheckoutResume(path)) openCheckout();
  }, [user, path]);

  useEffect(() => {
    if (!open) {
      openedAt.current = null;
      return;
    }
    if (openedAt.current === null) {
      openedAt.current = path;
      if (!user) rememberCheckoutResume(path);
      return;
    }
    // The prompt's Log In / Sign Up buttons leave the page: the prompt goes, the resume stays.
    if (!user && path !== openedAt.current) closeCheckout();
  }, [open, user, path]);

  if (!open) return null;
  if (!user) {
    return (
      <LoginPrompt
        open
        onClose={() => {
          forgetCheckoutResume();
          closeCheckout();
        }}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <CheckoutModal user={user} onClose={closeCheckout} />
    </Suspense>
  );
}
