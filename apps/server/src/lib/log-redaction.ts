/**
 * What an error may put in the logs, by allow-list: its type, a message and stack with values
 * taken out, and a few fields that name things rather than people (SQLSTATE code, constraint,
 * table, column). Dropped: Drizzle's `params`, PostgreSQL's `detail`, `where` and `hint`, and
 * everything else, since SQL parameters and database messages carry password hashes, e-mail
 * addresses, phone and ID numbers.
 */
const ALLOWED_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine', 'errno', 'syscall'] as const;

/** A quoted word that is a SQL identifier (a table, a column, a type) is kept; other quoted text is a value. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const EMAIL = /[^\s"'()<>,;:]+@[^\s"'()<>,;:]+\.[A-Za-z]{2,}/g;
/** Runs of seven or more digits (phones, ID numbers), with the separators people type. */
const LONG_NUMBER = /\+?\d(?:[\d -]{5,}\d)/g;

export function redactText(text: string): string {
  return (
    text
      // Drizzle: 'Failed query: <sql>\nparams: <values>': the SQL (with $1 …) is useful, the values are not ours to log.
      .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
      // PostgreSQL: 'Key (email)=(someone@example.com) already exists.'
      .replace(/\)=\([^)]*\)/g, ')=([redacted])')
      // PostgreSQL: 'invalid input syntax for type integer: "value"'; identifiers stay.
      .replace(/"([^"]*)"/g, (quoted, inner: string) => (IDENTIFIER.test(inner) ? quoted : '"[redacted]"'))
      .replace(EMAIL, '[email]')
      .replace(LONG_NUMBER, '[number]')
  );
}

function redactStack(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

export function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return typeof value === 'string' ? redactText(value) : value === undefined ? undefined : { type: typeof value };
  const message = redactText(value.message);
  const out: Record<string, unknown> = { type: value.constructor?.name ?? value.name, message, stack: redactStack(value, message) };
  for (const field of ALLOWED_FIELDS) {
    const v = (value as unknown as Record<string, unknown>)[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = typeof v === 'string' ? redactText(v) : v;
  }
  if (value.cause !== undefined && depth < 4) out['cause'] = serializeError(value.cause, depth + 1);
  return out;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}
const serializeForLog = (value: unknown) => serializeError(value) as SerializedError;

/** Pino serializers for the keys errors are logged under. */
export const errorSerializers = { err: serializeForLog, error: serializeForLog, cause: serializeForLog };
