import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../providers/storage/storage.ts';
import { prerenderedShellFor, registerStatic, shellLanguageFor } from './static-web.ts';

describe('prerendered first screens', () => {
  it('sends the landing and catalogue pages their own prerendered HTML, and every other route the plain shell', () => {
    expect(prerenderedShellFor('/')).toBe('landing.html');
    expect(prerenderedShellFor('/menu')).toBe('menu.html');
    expect(prerenderedShellFor('/offers')).toBe('offers.html');
    expect(prerenderedShellFor('/featured/')).toBe('featured.html');
    expect(prerenderedShellFor('/store/mama-mboga')).toBe('store.html');
    expect(prerenderedShellFor('/product/6650c0000000000000000001')).toBe('product.html');
    expect(prerenderedShellFor('/store/a/b')).toBeNull();
    expect(prerenderedShellFor('/customer-dashboard')).toBeNull();
    expect(prerenderedShellFor('/menus')).toBeNull();
  });

  it("is in the language the device chose, else the browser's first of Swahili or English, else English", () => {
    expect(shellLanguageFor('theme=dark; sokoni_lang=sw', 'en-GB,en')).toBe('sw');
    expect(shellLanguageFor('sokoni_lang=en', 'sw-KE,sw')).toBe('en');
    expect(shellLanguageFor(undefined, 'sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(shellLanguageFor(undefined, 'fr-FR,sw;q=0.8,en;q=0.5')).toBe('sw');
    expect(shellLanguageFor(undefined, 'en;q=0.5,sw;q=0.9')).toBe('sw');
    expect(shellLanguageFor(undefined, 'en-KE,sw;q=0.9')).toBe('en');
    expect(shellLanguageFor('sokoni_lang=fr', 'fr,de')).toBe('en');
    expect(shellLanguageFor(undefined, undefined)).toBe('en');
  });
});

describe('serving the prerendered first screens', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'sokoni-web-'));
  const app = Fastify();

  beforeAll(async () => {
    for (const file of ['index.html', 'landing.html', 'landing.sw.html', 'menu.html', 'menu.sw.html']) writeFileSync(join(webDist, file), file);
    await registerStatic(app, { files: {} as FileStorage, webDist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers a device that chose Kiswahili, or a browser that prefers it, with the Kiswahili first screen', async () => {
    expect((await get('/', { cookie: 'sokoni_lang=sw' })).body).toBe('landing.sw.html');
    expect((await get('/menu', { 'accept-language': 'sw-KE,en;q=0.8' })).body).toBe('menu.sw.html');
    expect((await get('/menu', { cookie: 'sokoni_lang=en', 'accept-language': 'sw' })).body).toBe('menu.html');
    const english = await get('/');
    expect(english.body).toBe('landing.html');
    expect(String(english.headers.vary)).toMatch(/Cookie, Accept-Language/);
  });

  it('falls back to the English file when a Kiswahili one was not built, and to the plain shell elsewhere', async () => {
    // offers.html was not built here at all: the plain shell.
    expect((await get('/offers', { cookie: 'sokoni_lang=sw' })).body).toBe('index.html');
    const other = await get('/customer-dashboard', { cookie: 'sokoni_lang=sw' });
    expect(other.body).toBe('index.html');
    expect(String(other.headers.vary)).not.toMatch(/Cookie/);
  });
});
