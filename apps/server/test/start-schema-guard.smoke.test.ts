import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { codeSchemaVersion } from '../src/db/schema-version.ts';

const root = join(import.meta.dirname, '../../..');
const entry = join(root, 'apps/server/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-guard-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Runs the built server until it prints its URL (then runs `whileRunning` and stops it with SIGTERM)
 * or exits by itself.
 */
function run(whileRunning: () => Promise<void> = async () => undefined): Promise<{ code: number | null; output: string; announced: string | null }> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '', SEED_DEMO: '0' },
  });
  let output = '';
  let announced: string | null = null;
  const collect = (d: Buffer) => {
    output += d;
    if (output.includes('Sokoni is running at') && announced === null) {
      const note = join(dataDir, 'running-server.json');
      announced = existsSync(note) ? readFileSync(note, 'utf8') : '';
      void whileRunning().finally(() => child.kill('SIGTERM'));
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, announced })));
}

describe('starting the server on the embedded database', () => {
  it('announces itself while it runs (a second server on the same DATA_DIR is refused), and refuses a schema made by a newer version', async () => {
    expect(existsSync(entry), 'the app must be built first: npm run build').toBe(true);
    let second: Awaited<ReturnType<typeof run>> | undefined;
    const first = await run(async () => {
      second = await run();
    });
    expect(first.code).toBe(0);
    // A second server on the same embedded database is refused while the first runs.
    expect(second?.code).toBe(1);
    expect(second?.output).toMatch(/Another Sokoni server \(pid \d+/);
    expect(JSON.parse(first.announced ?? '{}')).toMatchObject({ pid: expect.any(Number), url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) });
    expect(existsSync(join(dataDir, 'running-server.json'))).toBe(false);

    const database = await openPglite(join(dataDir, 'pglite'));
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${codeSchemaVersion().when! + 1})`);
    await database.close();

    const newer = await run();
    expect(newer.code).toBe(1);
    expect(newer.output).toMatch(/schema \(unknown migration of .*\) is newer than this server's/);
    expect(newer.announced).toBeNull();
  }, 90_000);
});
