import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../lib/answer-cache.ts';

/** What the web app's server build (apps/web/src/server/render-page.tsx) offers. */
export interface WebRenderer {
  isServerRendered(pathname: string): boolean;
  /** Whether the app has a page at the address (apps/web/src/app/shell-routes.ts). */
  isAppRoute(pathname: string): boolean;
  /** The built index.html as the shell of every other address, in `language`. */
  plainShell(template: string, language: 'en' | 'sw'): string;
  renderPage(request: {
    url: string;
    language: 'en' | 'sw';
    saveData: boolean;
    readApi: (path: string) => Promise<{ status: number; body: unknown }>;
    template: string;
    manifest?: Record<string, { file: string; imports?: string[] }>;
  }): Promise<{ status: 200 | 404; body: ReadableStream<Uint8Array> }>;
}

/** The web build's renderer, beside its dist/ (apps/web/dist-ssr/render-page.js); null when it was not built. */
export async function loadWebRenderer(webDist: string): Promise<WebRenderer | null> {
  const file = join(webDist, '../dist-ssr/render-page.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as WebRenderer;
}

export interface RenderedHtml {
  status: 200 | 404;
  html: string;
}

/**
 * Renders the first screens (landing, storefront, store and product pages) for each request
 * (decision 033). Their data is read from this server's own API in process, so a page shows
 * exactly what the phone would have fetched, kept catalogue answers included. The HTML is kept
 * with those answers (`answers`, decision 032): by address and language, dropped on the same
 * committed changes and after the same time, since only the catalogue's tables decide it.
 */
export function createPageRenderer(app: FastifyInstance, opts: { renderer: WebRenderer; webDist: string; answers?: AnswerCache }) {
  const template = readFileSync(join(opts.webDist, 'index.html'), 'utf8');
  const manifestFile = join(opts.webDist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[] }>) : undefined;

  async function render(url: string, language: 'en' | 'sw', saveData: boolean): Promise<RenderedHtml> {
    const readApi = async (path: string) => {
      const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json', 'accept-language': language } });
      const json = (answer.headers['content-type'] ?? '').toString().includes('json');
      return { status: answer.statusCode, body: json ? answer.json() : answer.body };
    };
    const page = await opts.renderer.renderPage({ url, language, saveData, readApi, template, manifest });
    return { status: page.status, html: await new Response(page.body).text() };
  }

  return {
    handles: (pathname: string) => opts.renderer.isServerRendered(pathname),
    isAppRoute: (pathname: string) => opts.renderer.isAppRoute(pathname),
    plainShell: (language: 'en' | 'sw') => opts.renderer.plainShell(template, language),
    async page(url: string, language: 'en' | 'sw', saveData: boolean): Promise<RenderedHtml> {
      if (!opts.answers) return render(url, language, saveData);
      const kept = await opts.answers.answer(`page:${language}:${saveData ? 'saving' : 'full'}:${url}`, async () => {
        const rendered = await render(url, language, saveData);
        // The status travels with the kept HTML: a missing store's 404 page is kept as one too.
        return `${rendered.status}\n${rendered.html}`;
      });
      const newline = kept.json.indexOf('\n');
      return { status: kept.json.slice(0, newline) === '404' ? 404 : 200, html: kept.json.slice(newline + 1) };
    },
  };
}
export type PageRenderer = ReturnType<typeof createPageRenderer>;
