import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LoginRequiredModal } from '../../../components/session/login-required-modal.tsx';
import { closeCheckout, forgetCheckoutResume, openCheckout, rememberCheckoutResume, takeCheckoutResume, useCheckoutOpen } from '../../../lib/checkout-launcher.ts';
import { useSession } from '../../../lib/use-session.ts';

// The checkout (and its map) loads only when someone checks out.
const CheckoutModal = lazy(() => import('./checkout-modal.tsx').then((m) => ({ default: m.CheckoutModal })));

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
      <LoginRequiredModal
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
