import { lazy, Suspense, type ReactNode } from 'react';
import { LanguagePrompt } from './language-prompt.tsx';
import { SiteHeader } from './site-header.tsx';

// The footer is below the first screen: its code follows the page's instead of holding it up.
const SiteFooter = lazy(() => import('./site-footer.tsx').then((m) => ({ default: m.SiteFooter })));

/**
 * Header, page content and footer: the frame of every public page. Dashboards pass
 * `footer={false}`: people at work there need no marketing footer or contact form. Pages that
 * sell pass `cart`: the header then carries the cart button with its item count. Public pages
 * (those with the footer) ask a first visitor for their language.
 */
export function PageShell({ children, footer = true, cart = false }: { children: ReactNode; footer?: boolean; cart?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader cart={cart} />
      {footer && <LanguagePrompt />}
      <main id="main" className="flex-1">
        {children}
      </main>
      {footer && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </div>
  );
}
