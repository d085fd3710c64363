import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { StaticShellContext } from '../components/layout/static-shell.ts';
import { LandingDiscoveryBar } from '../features/catalog/landing/landing-discovery-bar.tsx';
import { LandingHero } from '../features/catalog/landing/landing-hero.tsx';

/**
 * The landing page's first screen as static HTML, written into the build's landing.html by
 * scripts/prerender-landing.mjs. A phone on a slow network paints the hero from the HTML and the
 * stylesheet alone; the app then renders the same page over it once its scripts have arrived.
 * Rendered without a session or data (see StaticShellContext): the account button, the search and
 * the operator's banner come alive when the app takes over.
 */
export function renderLandingShell(): string {
  const queryClient = new QueryClient();
  return renderToString(
    <StaticShellContext value={true}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/">
          <div className="flex min-h-dvh flex-col">
            <SiteHeader cart />
            <main id="main" className="flex-1">
              <LandingDiscoveryBar />
              <LandingHero />
            </main>
          </div>
        </StaticRouter>
      </QueryClientProvider>
    </StaticShellContext>,
  );
}
