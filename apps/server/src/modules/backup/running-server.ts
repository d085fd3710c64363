import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database belongs to one process. A server running on DATA_DIR leaves this note so
 * that `npm run backup` asks it for the backup instead of opening the files under its feet, and
 * `npm run restore` refuses to replace them. The token is readable only by whoever can read
 * DATA_DIR, who could copy the database anyway.
 */
export interface RunningServer {
  pid: number;
  url: string;
  backupToken: string;
}

const fileOf = (dataDir: string) => join(dataDir, 'running-server.json');

export function announceRunningServer(dataDir: string, server: RunningServer): void {
  writeFileSync(fileOf(dataDir), JSON.stringify(server), { mode: 0o600 });
}

export function forgetRunningServer(dataDir: string): void {
  try {
    const server = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as RunningServer;
    if (server.pid === process.pid) rmSync(fileOf(dataDir), { force: true });
  } catch {
    // No note, or not ours to remove.
  }
}

/**
 * The server running on DATA_DIR, or null: no note, a note of this very process, or one left by a
 * process that ended (its pid gone, or reused by a process that does not answer at its address —
 * after a container restart pids repeat).
 */
export async function findRunningServer(dataDir: string): Promise<RunningServer | null> {
  if (!existsSync(fileOf(dataDir))) return null;
  let server: RunningServer;
  try {
    server = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as RunningServer;
    if (server.pid === process.pid) return null;
    process.kill(server.pid, 0);
  } catch {
    return null;
  }
  const answer = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
  return answer?.ok ? server : null;
}
