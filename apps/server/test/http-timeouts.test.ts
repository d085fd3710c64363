import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HTTP_TIMEOUTS, loadConfig } from '../src/config.ts';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-timeouts-'));
let database: Database;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'silent', SEED_DEMO: '0' });
  // The decided deadlines, shortened so the test does not wait 15 s for a silent client.
  config.http = { ...config.http, headersMs: 300, idleMs: 2000 };
  database = await createTestDatabase();
  ({ app } = await buildApp(config, database));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a raw connection, writes `bytes` (if any), and resolves with what the server said before closing it. */
function closedAfter(bytes?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      if (bytes) socket.write(bytes);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('HTTP deadlines and malformed requests', () => {
  it('closes connections that never send a byte, and keeps none of them', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => closedAfter()));
    expect(answers.every((answer) => answer === '' || answer.startsWith('HTTP/1.1 408'))).toBe(true);
    const open = await new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    expect(open).toBe(0);
  });

  it('answers 408 and closes a connection whose headers stop halfway', async () => {
    const answer = await closedAfter('GET /api/partners HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 400 to a header carrying a NUL byte (Node refuses it before any route runs)', async () => {
    const answer = await closedAfter('GET /api/partners HTTP/1.1\r\nHost: localhost\r\nIdempotency-Key: a\u0000b\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"message"');
  });

  it('still serves a client that sends its request in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

describe('the deadlines a production server runs with', () => {
  it('are set deliberately rather than left to the defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.http).toEqual(HTTP_TIMEOUTS);
    // Idle sockets outlive socket.io's 25 s ping and a held long-poll; headers come well before that.
    expect(HTTP_TIMEOUTS.idleMs).toBeGreaterThan(45_000);
    // A connection that sends nothing is closed after headersMs, well within a minute.
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_TIMEOUTS.headersMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
    // Longer than the usual 60 s idle timeout of load balancers, so they close first, not us.
    expect(HTTP_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
  });

  it('reach the listening server', () => {
    expect(app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(app.server.headersTimeout).toBe(300);
    expect(app.server.timeout).toBe(2000);
  });
});
