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

export function forgetRunningServer(dataDir: string, pid = process.pid): void {
  if (readRunningServer(dataDir)?.pid === pid) rmSync(fileOf(dataDir), { force: true });
}

/** The server running on DATA_DIR, or null (no note, or a note left by a process that has ended). */
export function readRunningServer(dataDir: string): RunningServer | null {
  if (!existsSync(fileOf(dataDir))) return null;
  try {
    const server = JSON.parse(readFileSync(fileOf(dataDir), 'utf8')) as RunningServer;
    process.kill(server.pid, 0);
    return server;
  } catch {
    return null;
  }
}
