/**
 * Whether an error (or anything in its cause chain) means the database could not be reached or
 * did not answer in time, rather than a bug: such requests answer 503 with a readable message.
 */
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated unexpectedly',
];
/** Network failures reported by Node's sockets. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATEs: statement timeout (57014), shutdown and restart (57P01-57P03), too many connections (53300), and class 08 (connection exception). */
function isUnavailableState(code: string): boolean {
  return code === '57014' || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code.startsWith('08');
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    current = current.cause;
  }
  return false;
}

/** ioredis's messages when Redis is away (commands fail after one retry instead of queueing; see providers/redis.ts). */
const REDIS_UNAVAILABLE = ['Connection is closed.', 'Reached the max retries per request limit', 'Command timed out', "Stream isn't writeable"];

/** Whether an error means Redis (rate-limit counters, live events) could not be reached in time. */
export function isRedisUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const message = current.message;
    if (REDIS_UNAVAILABLE.some((known) => message.startsWith(known))) return true;
    current = current.cause;
  }
  return false;
}
