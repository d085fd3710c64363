import { conflict } from './errors.ts';

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors; the PostgreSQL error may be the error itself or its cause. */
function pgError(error: unknown): PgLikeError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (candidate.code === '23505') return candidate;
    current = candidate.cause;
  }
  return null;
}

/** Turns a unique-index violation into a 409 naming the field, using a constraint -> message map. */
export function rethrowUnique(error: unknown, messages: Record<string, string>): never {
  const pg = pgError(error);
  if (pg) {
    const constraint = pg.constraint ?? '';
    const message = messages[constraint] ?? Object.entries(messages).find(([k]) => constraint.startsWith(k))?.[1];
    throw conflict(message ?? 'That record already exists.');
  }
  throw error;
}
