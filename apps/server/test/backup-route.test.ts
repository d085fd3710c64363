import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openArchive } from '../src/modules/backup/read-archive.ts';
import { createTestDatabase } from './helpers/test-database.ts';

const TOKEN = 'a'.repeat(64);
const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-backup-route-'));
let database: Database;
let app: FastifyInstance;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The route exists for the embedded database only (PostgreSQL is backed up directly).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the running server backs up its embedded database', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', SEED_DEMO: '0' });
    ({ app } = await buildApp(config, database, { backupToken: TOKEN }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('refuses a caller without the token from DATA_DIR', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const res = await app.inject({ method: 'POST', url: '/api/ops/backup', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/npm run backup/);
    }
  });

  it('answers the token with a whole archive and leaves nothing behind', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const file = join(dataDir, 'download.tar.gz');
    writeFileSync(file, res.rawPayload);
    const archive = await openArchive(file);
    archive.remove();
    expect(archive.manifest.engine).toBe('pglite');
    expect(archive.manifest.tables.map((t) => t.name)).toContain('orders');
    // The archive was built in DATA_DIR (beside the uploads) and is removed once sent.
    await vi.waitFor(() => expect(readdirSync(dataDir).filter((n) => n.startsWith('.backup-'))).toEqual([]));
  });
});

describe('a server built without a backup token', () => {
  it('has no backup route', async () => {
    const db = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', SEED_DEMO: '0' });
    const built = await buildApp(config, db);
    try {
      const res = await built.app.inject({ method: 'POST', url: '/api/ops/backup', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await built.app.close();
      await db.close();
    }
  });
});
