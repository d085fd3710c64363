import { resolve } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';

/** Paths given to a command are the caller's, even when npm runs it from the project root. */
export function callerPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The server's own configuration (same variables, same checks), with DATA_DIR taken from the caller's directory. */
export function commandConfig(): AppConfig {
  try {
    return loadConfig({ ...process.env, DATA_DIR: callerPath(process.env.DATA_DIR ?? './data'), LOG_LEVEL: 'silent' });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
