import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const entry = join(root, 'apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the built server the way `npm start` does and resolves once it printed its URL. */
function start(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Stopped before the data directory is removed: a server still writing to it makes removal fail.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
    child.stdout?.on('data', () => {
      if (output.includes('Sokoni is running at')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-smoke-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 }));

describe('npm start', () => {
  it('serves the web app, the API and the docs, prints the demo logins, and keeps data across restarts', async () => {
    expect(existsSync(entry), 'the app must be built first: npm run build').toBe(true);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = await start(dataDir, port);
    try {
      expect(first.output()).toContain('wanjiku / sokoni123');
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');
      // A deep link is the app's own page, rendered on the server: a 404 page for a store that is not there.
      const deepLink = await fetch(`${base}/store/some-store`);
      expect(deepLink.status).toBe(404);
      expect(await deepLink.text()).toContain('<div id="root">');
      expect((await fetch(`${base}/customer-dashboard`)).status).toBe(200);
      // An address the app has no page for is its 'page not found', answered as a 404.
      expect((await fetch(`${base}/sign-up`)).status).toBe(404);
      const stores = await fetch(`${base}/api/partners`);
      expect(stores.status).toBe(200);
      expect((await stores.json()).length).toBeGreaterThanOrEqual(12);
      expect((await fetch(`${base}/docs`)).status).toBe(200);
      const signup = await fetch(`${base}/api/auth/userSignup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'persisted', names: 'Persisted Person', email: 'p@example.com', phoneNumber: '0799000111', town: 'Eldoret', password: 'secret123', location: '0.514277,35.269779' }),
      });
      expect(signup.status).toBe(201);
    } finally {
      await stop(first.child);
    }

    const second = await start(dataDir, port);
    try {
      expect(second.output()).not.toContain('Demo data was just created');
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'persisted', password: 'secret123' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await stop(second.child);
    }
  }, 120_000);
});
