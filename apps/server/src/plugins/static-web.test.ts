import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../providers/storage/storage.ts';
import { dataSaverFor, registerStatic, shellLanguageFor } from './static-web.ts';

describe('the language of a server-rendered first screen', () => {
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

describe('the data saver of a server-rendered first screen', () => {
  it("is the device's choice, else what the browser asks", () => {
    expect(dataSaverFor('sokoni_data_saver=on', false)).toBe(true);
    expect(dataSaverFor('theme=dark; sokoni_data_saver=off', true)).toBe(false);
    expect(dataSaverFor('saveData=on', true)).toBe(true);
    expect(dataSaverFor(undefined, false)).toBe(false);
  });
});

describe('serving the web app without its server renderer', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'sokoni-web-'));
  const app = Fastify();

  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<html lang="en"><div id="root"></div></html>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets/index-abc123.js'), 'console.log(1);');
    writeFileSync(join(webDist, 'sw.js'), 'self.skipWaiting();');
    await registerStatic(app, { files: {} as FileStorage, webDist, renderer: null });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('lets the phone keep hashed build files for a year, and asks again for the service worker', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers every route with the plain shell in the device\'s language, which the app renders on the phone', async () => {
    for (const url of ['/', '/menu', '/store/mama-mboga', '/customer-dashboard']) {
      const page = await app.inject({ method: 'GET', url, headers: { cookie: 'sokoni_lang=sw' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<html lang="sw"><div id="root"></div></html>');
      expect(String(page.headers.vary)).toMatch(/Cookie/);
    }
    const english = await app.inject({ method: 'GET', url: '/menu', headers: { 'accept-language': 'en-GB' } });
    expect(english.body).toBe('<html lang="en"><div id="root"></div></html>');
  });
});
