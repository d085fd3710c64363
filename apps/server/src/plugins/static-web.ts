import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FileStorage } from '../providers/storage/storage.ts';
import { registerUploadsFromStorage } from './uploads-from-storage.ts';
import { languageOfCookie, languageOfHeader } from '../i18n/request-language.ts';
import type { AnswerCache } from '../lib/answer-cache.ts';
import { createPageRenderer, loadWebRenderer, type WebRenderer } from './web-pages.ts';

/** apps/web/dist, found from src/ (development) or dist/ (built). */
export function findWebDist(explicit?: string): string | null {
  if (explicit) return existsSync(join(explicit, 'index.html')) ? explicit : null;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../../web/dist'), join(here, '../../web/dist')];
  return candidates.find((c) => existsSync(join(c, 'index.html'))) ?? null;
}

/** Read by apps/web/src/lib/data-saver.ts. */
export const SAVE_DATA_COOKIE = 'saveData';

/**
 * The language a first screen is rendered in for this request: the device's choice (its
 * cookie), else the browser's preference between Swahili and English, as the server's answers
 * read it; English otherwise.
 */
export function shellLanguageFor(cookie: string | undefined, acceptLanguage: string | undefined): 'en' | 'sw' {
  const chosen = languageOfCookie(cookie);
  if (chosen) return chosen;
  return languageOfHeader(acceptLanguage);
}

/** Read by apps/web/src/lib/data-saver.ts: the device's own data-saver choice. */
const DATA_SAVER_COOKIE = 'sokoni_data_saver';

/** Whether a first screen is rendered with the data saver on: the device's choice, else its browser's Save-Data. */
export function dataSaverFor(cookie: string | undefined, browserAsks: boolean): boolean {
  const chosen = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)(?:;|$)`).exec(cookie ?? '')?.[1];
  return chosen ? chosen === 'on' : browserAsks;
}

/**
 * Serves uploads and the built web app. Business permits are private and not served here;
 * unknown non-API GETs get index.html so client-side routes survive a reload.
 */
export async function registerStatic(
  app: FastifyInstance,
  opts: { files: FileStorage; webDist: string | null; answers?: AnswerCache; renderer?: WebRenderer | null },
) {
  // One route for every backend: it also serves pictures at the width asked (?w=320).
  registerUploadsFromStorage(app, opts.files);
  if (!opts.webDist) return;
  const webDist = opts.webDist;
  // The first screens are rendered for each request by the web build's renderer (decision 033).
  const renderer = opts.renderer === undefined ? await loadWebRenderer(webDist) : opts.renderer;
  const pages = renderer ? createPageRenderer(app, { renderer, webDist, answers: opts.answers }) : null;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  const shells = new Map<'en' | 'sw', string>();
  const shellIn = (language: 'en' | 'sw') => {
    if (!shells.has(language)) shells.set(language, pages ? pages.plainShell(language) : template.replace(/<html lang="[a-z]+">/, `<html lang="${language}">`));
    return shells.get(language)!;
  };
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    index: false,
    // Cache-Control is ours alone (below): the plugin's own (max-age=0) replaced it on every file.
    cacheControl: false,
    setHeaders(response, path) {
      // Hashed assets never change; the HTML shell and service worker always revalidate.
      if (path.includes(`${join(webDist, 'assets')}`)) response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else response.setHeader('cache-control', 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Server paths never fall back to the web shell: /docs switched off in production is a 404 too.
    const serverPath = ['/api/', '/uploads/', '/socket.io', '/metrics'].some((p) => path.startsWith(p)) || path === '/docs' || path.startsWith('/docs/');
    if (serverPath) {
      return reply.status(404).send({ message: `No route for GET ${path}`, code: 'not_found', requestId: request.id });
    }
    const file = path.slice(1);
    if (file && existsSync(join(webDist, file)) && !file.includes('..')) return reply.sendFile(file, webDist);
    // A build file that is not there (an old hash after a deploy) is a 404, not the HTML shell:
    // the browser and the service worker would otherwise take the shell for the script.
    if (path.startsWith('/assets/')) {
      return reply.status(404).send({ message: `No route for GET ${path}`, code: 'not_found', requestId: request.id });
    }
    // A browser that asks to save data (Save-Data: on) gets the web's data saver on by default:
    // scripts cannot read request headers, so the answer passes it on as a cookie they can read.
    const saveData = request.headers['save-data'] === 'on';
    if (saveData) reply.header('set-cookie', `${SAVE_DATA_COOKIE}=on; Path=/; SameSite=Lax`);
    else if (request.headers.cookie?.includes(`${SAVE_DATA_COOKIE}=on`)) reply.header('set-cookie', `${SAVE_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    // The landing and catalogue pages come rendered with their data, in the device's language, so
    // the answer varies with the cookie and Accept-Language too; every other route gets the shell.
    if (pages?.handles(path)) {
      reply.header('cache-control', 'no-cache').header('vary', 'Save-Data, Cookie, Accept-Language');
      const language = shellLanguageFor(request.headers.cookie, request.headers['accept-language']);
      try {
        const page = await pages.page(request.url, language, dataSaverFor(request.headers.cookie, saveData));
        return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
      } catch (error) {
        // The page still works as the app renders it on the phone.
        request.log.error({ err: error }, 'server render failed');
      }
    }
    // Every other address gets the app's shell, in the device's language from its first paint (a
    // screen reader reads the spinner in it), and as a 404 where the app has no page for it: the app
    // then shows its own 'page not found'.
    const language = shellLanguageFor(request.headers.cookie, request.headers['accept-language']);
    return reply
      .status(pages && !pages.isAppRoute(path) ? 404 : 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Save-Data, Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(shellIn(language));
  });
}
