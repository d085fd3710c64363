import type { ReactNode } from 'react';
import type { StorefrontView } from '@sokoni/domain/catalog-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteHeader } from '../components/layout/site-header.tsx';
import { StaticShellContext } from '../components/layout/static-shell.ts';
import { ProductLoading, StoreLoading, StorefrontLoading } from '../features/catalog/components/page-skeletons.tsx';
import { startI18nInMemory } from '../i18n/in-memory-i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { renderLandingShell as renderLanding } from './landing-shell.tsx';

/**
 * The first screen of the catalogue pages as static HTML (the header and the page's loading
 * skeleton), written into menu.html, store.html... by scripts/prerender-landing.mjs, once per
 * language (menu.html, menu.sw.html). The server sends them for those addresses, so a phone
 * paints the page's frame from the HTML alone while the app's scripts and the page's data
 * (started by early-data.ts) arrive side by side.
 */

// At build time every catalogue is at hand: the render sees the words instead of suspending.
function inLanguage(language: Language, render: () => string): string {
  startI18nInMemory(language);
  return render();
}

function renderShell(location: string, content: ReactNode): string {
  return renderToString(
    <StaticShellContext value={true}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={location}>
          <div className="flex min-h-dvh flex-col">
            <SiteHeader />
            <main id="main" className="flex-1">
              {content}
            </main>
          </div>
        </StaticRouter>
      </QueryClientProvider>
    </StaticShellContext>,
  );
}

export const renderLandingShell = (language: Language) => inLanguage(language, renderLanding);
// For the prerender's preloads: which catalogues each page loads, and where their sources are.
export { CATALOGUE_NAMESPACES, LANDING_NAMESPACES } from './page-namespaces.ts';
export { SHELL_NAMESPACES } from '../i18n/i18n.ts';
export { cataloguePath } from '../i18n/catalogues.ts';
export const renderStorefrontShell = (view: StorefrontView, language: Language) =>
  inLanguage(language, () => renderShell(`/${view}`, <StorefrontLoading view={view} />));
export const renderStoreShell = (language: Language) => inLanguage(language, () => renderShell('/store/x', <StoreLoading />));
export const renderProductShell = (language: Language) => inLanguage(language, () => renderShell('/product/x', <ProductLoading />));
