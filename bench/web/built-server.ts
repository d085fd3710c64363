import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BuiltServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The built server (apps/server/dist/main.js) as `npm start` runs it, on a throwaway data directory
 * with the demo data (its shops open at any hour), embedded PGlite and a free port.
 */
export function startBuiltServer(repoDir: string): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    // Open around the clock, as for the browser journeys: at night in Nairobi the demo shops are
    // closed and no 'Add to cart' on /menu could work.
    SEED_DEMO_HOURS: 'all-day',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  delete env['DATABASE_URL'];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: repoDir, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`The built server exited with code ${code} before listening:\n${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Sokoni is running at https?:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (!port) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
