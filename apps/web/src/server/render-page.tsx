import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { firstScreenScript } from '../app/first-screen.ts';
import { loadFirstData, type ReadApi } from '../app/first-data.ts';
import { routes } from '../app/routes.tsx';
import { SHELL_ROUTES, shellRoutePattern } from '../app/shell-routes.ts';
import { i18n } from '../i18n/i18n.ts';
import { renderWithDataSaver } from '../lib/data-saver.ts';
import { startI18nInMemory } from '../i18n/in-memory-i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { pagePreloads, type Manifest } from './page-preloads.ts';

export type { ReadApi };
export type { Manifest };

/** The addresses rendered here; every other one gets the app's plain shell. */
const RENDERED = [/^\/$/, /^\/(menu|offers|featured)\/?$/, /^\/store\/[^/]+\/?$/, /^\/product\/[^/]+\/?$/];

export function isServerRendered(pathname: string): boolean {
  return RENDERED.some((pattern) => pattern.test(pathname));
}

const APP_ROUTES = SHELL_ROUTES.map(shellRoutePattern);

/**
 * The app's plain shell (every address not rendered here): in the device's language from its first
 * paint, its spinner and the tab's title, until the app starts and says the rest.
 */
export function plainShell(template: string, language: Language): string {
  return template
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(i18n.getFixedT(language, 'app')('defaultTitle'))}</title>`);
}

/** Whether the app has a page at this address; any other gets its 'page not found' with a 404. */
export function isAppRoute(pathname: string): boolean {
  return APP_ROUTES.some((pattern) => pattern.test(pathname));
}

export interface RenderRequest {
  /** Path and query, as asked: '/menu?category=Pizza'. */
  url: string;
  language: Language;
  /** The device asks to save data (its choice, else its browser's Save-Data). */
  saveData: boolean;
  /** A GET of the server's own API (the server answers it in process). */
  readApi: ReadApi;
  /** The built index.html, whose `<div id="root"></div>` receives the page. */
  template: string;
  /** The build's manifest, to preload the page's own chunks and words; absent, nothing is preloaded. */
  manifest?: Manifest;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The whole document, streamed. */
  body: ReadableStream<Uint8Array>;
}

// Every catalogue is in memory: a page's words are there when it renders, never fetched.
startI18nInMemory('en');

const ROOT = '<div id="root"></div>';
const encoder = new TextEncoder();

// Messages and number formats are read from the one i18n instance the app's modules share, so
// two pages in different languages are never rendered at once: each waits for the one before to
// have rendered all of its HTML (a few milliseconds: the data is already there).
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders a landing, storefront, store or product page with its first data for one request
 * (decision 033): React's streaming renderer, once every part of the page is ready (nothing is
 * left to arrive later through inline scripts, which the CSP would refuse), wrapped in the built
 * index.html with the data the phone hydrates from and preloads for the page's chunks and words.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://sokoni.local');
  const queryClient = createQueryClient();
  // A store or product the API says is missing stays an error in this render (the 404 page),
  // where a page mounting on the phone would ask again.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const outcome = await loadFirstData(queryClient, url.pathname, url.search, request.readApi);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`The router answered ${url.pathname} with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let title = '';
  const markup = await oneAtATime(async () => {
    startI18nInMemory(request.language);
    renderWithDataSaver(request.saveData);
    if (i18n.language !== request.language) await i18n.changeLanguage(request.language);
    // The tab's title until the page names itself on the phone: in the page's language, not the template's English.
    title = i18n.t('defaultTitle', { ns: 'app' });
    const stream = await renderToReadableStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      {
        // Every finished part goes in place, never outlined to be moved by a script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          console.error(error);
        },
      },
    );
    await stream.allReady;
    return stream;
  });

  const found = outcome === 'found';
  const head = request.template
    .replace(/<html lang="[a-z]+">/, `<html lang="${request.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${request.manifest ? pagePreloads(request.manifest, url.pathname, request.language, request.template) : ''}</head>`);
  const at = head.indexOf(ROOT);
  if (at < 0) throw new Error(`The page template has no ${ROOT}`);
  // A missing store or product is rendered by the app afresh on the phone (nothing to hydrate from).
  const data = firstScreenScript({ language: request.language, hydrate: found, saveData: request.saveData, queries: found ? dehydrate(queryClient) : { queries: [], mutations: [] } });
  const before = encoder.encode(`${head.slice(0, at)}<div id="root">`);
  const after = encoder.encode(`</div>${data}${head.slice(at + ROOT.length)}`);
  const reader = markup.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(before);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) {
        controller.enqueue(after);
        controller.close();
      } else controller.enqueue(next.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { status: found ? 200 : 404, body };
}
