import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../test/helpers/test-database.ts';
import { AppError } from './errors.ts';
import { redactText } from './log-redaction.ts';

const SECRETS = ['wanjiku.kamau@example.com', '+254712345678', '23456789', 'scrypt$16384$8$1$c2FsdA$aGFzaA'];

const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-logs-'));
const lines: string[] = [];
let database: Database;
let app: FastifyInstance;

/** A real app whose log lines are kept, with two routes that fail inside SQL holding personal data. */
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123', LOG_LEVEL: 'info', SEED_DEMO: '0' });
  database = await createTestDatabase();
  ({ app } = await buildApp(config, database, { logStream: { write: (line) => void lines.push(line) } }));
  app.get('/test/failing-query', async () => {
    await database.db.execute(sql`select ${SECRETS[0]}::int, ${SECRETS[1]}, ${SECRETS[2]}, ${SECRETS[3]}`);
  });
  app.get('/test/failing-service', async () => {
    try {
      await database.db.execute(sql`select ${SECRETS[0]}::int, ${SECRETS[3]}`);
    } catch (cause) {
      throw new AppError('internal', 'Could not save the order.', {}, { cause });
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('error logs', () => {
  it.each(['/test/failing-query', '/test/failing-service'])('of %s hold the SQL and the error, never its parameters', async (url) => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    const errors = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => (entry['level'] as number) >= 50);
    expect(errors).toHaveLength(1);
    const logged = JSON.stringify(errors[0]);
    for (const secret of SECRETS) expect(logged).not.toContain(secret);
    expect(logged).not.toContain('wanjiku');
    // What an operator needs stays: the statement, the database's complaint, and where it came from.
    expect(logged).toContain('Failed query: select $1::int');
    expect(logged).toContain('invalid input syntax for type integer');
    expect(logged).toContain('log-redaction.test.ts');
    expect(errors[0]!['reqId']).toBe(res.json().requestId);
  });
});

describe('redactText', () => {
  it('keeps identifiers and takes out values', () => {
    expect(redactText('duplicate key value violates unique constraint "users_email_unique"')).toBe('duplicate key value violates unique constraint "users_email_unique"');
    expect(redactText('Key (email)=(a.b@example.com) already exists.')).toBe('Key (email)=([redacted]) already exists.');
    expect(redactText('invalid input syntax for type uuid: "0712 345 678"')).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(redactText('no account for a.b@example.com or 0712 345 678')).toBe('no account for [email] or [number]');
  });
});
