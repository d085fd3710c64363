import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const entry = join(root, 'apps/server/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** A slow upload: the body trickles in, so the request is in flight while SIGTERM arrives. */
function slowSignup(port: number, body: string, chunks: number, gapMs: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/userSignup', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const size = Math.ceil(body.length / chunks);
    let i = 0;
    const next = () => {
      if (i >= body.length) return req.end();
      req.write(body.slice(i, i + size));
      i += size;
      setTimeout(next, gapMs);
    };
    next();
  });
}

describe('graceful shutdown', () => {
  it('finishes requests in flight when SIGTERM arrives and refuses new ones', async () => {
    expect(existsSync(entry), 'the app must be built first: npm run build').toBe(true);
    const port = await freePort();
    child = spawn(process.execPath, [entry], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0', DATABASE_URL: '' },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 60_000);
      child!.stdout?.on('data', () => output.includes('Sokoni is running at') && (clearTimeout(timer), resolve()));
    });
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

    const body = JSON.stringify({ username: 'inflight', names: 'In Flight', email: 'inflight@example.com', phoneNumber: '0799111222', town: 'Nakuru', password: 'secret123', location: '-0.303099,36.080026' });
    const inFlight = slowSignup(port, body, 10, 150);
    await new Promise((r) => setTimeout(r, 400));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    const late = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (res) => res.status,
      () => 'refused',
    );
    const finished = await inFlight;
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.body).user.username).toBe('inflight');
    expect(late === 'refused' || late === 503).toBe(true);
    expect(await exited).toBe(0);
  }, 120_000);
});
