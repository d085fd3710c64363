import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isRedisUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a query without any answer', new Error('Query read timeout')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a statement cancelled by statement_timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a terminated backend', withCode('terminating connection due to administrator command', '57P01')],
    ['a database starting up', withCode('the database system is starting up', '57P03')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['Drizzle wrapping any of them', new Error('Failed query: select 1', { cause: new Error('Query read timeout') })],
  ])('is true for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint "users_email_unique"', '23505')],
    ['a bug in our SQL', withCode('column "nme" does not exist', '42703')],
    ['a plain error', new Error('undefined is not a function')],
    ['something that is not an error', 'Query read timeout'],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isRedisUnavailable', () => {
  it('knows ioredis saying the connection is gone, and nothing else', () => {
    expect(isRedisUnavailable(new Error('Connection is closed.'))).toBe(true);
    expect(isRedisUnavailable(new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.'))).toBe(true);
    expect(isRedisUnavailable(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
  });
});
