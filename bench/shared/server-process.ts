import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  port: number;
  pid: number;
  /** Statements the server has sent to PostgreSQL since it started (see statement-count.ts). */
  statements(): Promise<number>;
  /** Asks the server to close (sockets, pool) and resolves when the process has exited. */
  stop(): Promise<void>;
}

const SERVE_APP = fileURLToPath(new URL('./serve-app.ts', import.meta.url));

/**
 * Starts serve-app.ts as a child process on the given database, sharing `jwtSecret`. With
 * BENCH_CPU_PROF_DIR set, each server writes a V8 CPU profile there when it stops (open it in
 * Chrome DevTools) to see where a benchmark's server time goes.
 */
export function startServer(databaseUrl: string, jwtSecret: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  return new Promise((resolve, reject) => {
    const child = fork(SERVE_APP, [], {
      execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
      env: { ...process.env, ...env, DATABASE_URL: databaseUrl, BENCH_JWT_SECRET: jwtSecret },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const early = (code: number | null) => reject(new Error(`The benchmark server exited with code ${code} before listening`));
    child.once('error', reject);
    child.once('exit', early);
    child.once('message', (message: { port: number }) => {
      child.off('exit', early);
      resolve({
        port: message.port,
        pid: child.pid!,
        statements() {
          return new Promise<number>((answered) => {
            const listen = (reply: { statements?: number }) => {
              if (typeof reply?.statements !== 'number') return;
              child.off('message', listen);
              answered(reply.statements);
            };
            child.on('message', listen);
            child.send({ ask: 'statements' });
          });
        },
        async stop() {
          if (child.connected) child.disconnect();
          await exited;
        },
      });
    });
  });
}
