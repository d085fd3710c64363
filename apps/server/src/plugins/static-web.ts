import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FileStorage } from '../providers/storage/storage.ts';
import { registerUploadsFromStorage } from './uploads-from-storage.ts';
import { languageOfCookie, languageOfHeader } from '../i18n/request-language.ts';

/** apps/web/dist, found from src/ (development) or dist/ (built). */
export function findWebDist(explicit?: string): string | null {
  if (explicit) return existsSync(join(explicit, 'index.html')) ? explicit : null;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, '../../../web/dist'), join(here, '../../web/dist')];
  return candidates.find((c) => existsSync(join(c, 'index.html'))) ?? null;
}

/** Read by apps/web/src/lib/data-saver.ts. */
export const SAVE_DATA_COOKIE = 'saveData';

/** Addresses whose first screen the web build prerenders, and the file it wrote for each. */
const PRERENDERED_SHELLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'landing.html'],
  [/^\/menu\/?$/, 'menu.html'],
  [/^\/offers\/?$/, 'offers.html'],
  [/^\/featured\/?$/, 'featured.html'],
  [/^\/store\/[^/]+\/?$/, 'store.html'],
  [/^\/product\/[^/]+\/?$/, 'product.html'],
];

export function prerenderedShellFor(path: string): string | null {
  return PRERENDERED_SHELLS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/**
 * The language a first screen is prerendered in for this request: the device's choice (its
 * cookie), else the browser's preference between Swahili and English, as the server's answers
 * read it; English otherwise.
 */
export function shellLanguageFor(cookie: string | undefined, acceptLanguage: string | undefined): 'en' | 'sw' {
  const chosen = languageOfCookie(cookie);
  if (chosen) return chosen;
  return languageOfHeader(acceptLanguage);
}

/** The Kiswahili variant the build writes beside each prerendered file: landing.sw.html. */
const inLanguage = (file: string, language: 'en' | 'sw') => (language === 'en' ? file : file.replace(/\.html$/, `.${language}.html`));

/**
 * Serves uploads and the built web app. Business permits are private and not served here;
 * unknown non-API GETs get index.html so client-side routes survive a reload.
 */
export async function registerStatic(app: FastifyInstance, opts: { files: FileStorage; webDist: string | null }) {
  // One route for every backend: it also serves pictures at the width asked (?w=320).
  registerUploadsFromStorage(app, opts.files);
  if (!opts.webDist) return;
  const webDist = opts.webDist;
  // The prerendered first screens the web build wrote (apps/web/scripts/prerender-landing.mjs).
  const prerendered = new Set(
    PRERENDERED_SHELLS.flatMap(([, file]) => [file, inLanguage(file, 'sw')]).filter((file) => existsSync(join(webDist, file))),
  );
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    // The build writes .br and .gz beside each text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    index: false,
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
    // The landing and catalogue pages' first screens come prerendered, so a slow phone paints
    // them before the scripts arrive; every other route gets the plain shell.
    // They are written in English and Kiswahili: the device's language picks one, so the answer
    // varies with the cookie and Accept-Language too.
    const own = prerenderedShellFor(path);
    const localized = own && inLanguage(own, shellLanguageFor(request.headers.cookie, request.headers['accept-language']));
    const shell = localized && prerendered.has(localized) ? localized : own && prerendered.has(own) ? own : 'index.html';
    // A browser that asks to save data (Save-Data: on) gets the web's data saver on by default:
    // scripts cannot read request headers, so the answer passes it on as a cookie they can read.
    const saveData = request.headers['save-data'] === 'on';
    if (saveData) reply.header('set-cookie', `${SAVE_DATA_COOKIE}=on; Path=/; SameSite=Lax`);
    else if (request.headers.cookie?.includes(`${SAVE_DATA_COOKIE}=on`)) reply.header('set-cookie', `${SAVE_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    const vary = own ? 'Save-Data, Cookie, Accept-Language' : 'Save-Data';
    return reply.header('cache-control', 'no-cache').header('vary', vary).sendFile(shell, webDist);
  });
}
