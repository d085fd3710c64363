import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The spec's client runs on its own site and calls Sokoni from there. */
export const CLIENT_ORIGIN = 'https://client.example';

export async function createContractApp(): Promise<TestApp> {
  return createTestApp({ CORS_ORIGINS: CLIENT_ORIGIN, RATE_LIMIT_DISABLED: '1' });
}

type CallOptions = Omit<InjectOptions, 'method' | 'url'> & { token?: string };

/**
 * One call of a spec table, sent as the other-origin client sends it. Every answer must let that
 * origin read it (Access-Control-Allow-Origin), and be a success unless the row is about failure.
 */
export async function specCall(t: TestApp, method: InjectOptions['method'], url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const res = await t.call({ ...options, method, url, headers: { ...(options.headers ?? {}), origin: CLIENT_ORIGIN } });
  expect(res.headers['access-control-allow-origin'], `${method} ${url}: readable from ${CLIENT_ORIGIN}`).toBe(CLIENT_ORIGIN);
  return res;
}

/** specCall that must succeed, answering its JSON body. */
export async function specJson<T = Record<string, unknown>>(t: TestApp, method: InjectOptions['method'], url: string, options: CallOptions = {}): Promise<T> {
  const res = await specCall(t, method, url, options);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json() as T;
}

/** The spec names these fields for the value: each must be present (null allowed where the spec says 'or'). */
export function expectFields(value: unknown, fields: readonly string[], what: string): asserts value is Record<string, unknown> {
  expect(value, what).toBeTypeOf('object');
  expect(Array.isArray(value), `${what} is an object, not an array`).toBe(false);
  for (const field of fields) expect(value as Record<string, unknown>, `${what}.${field}`).toHaveProperty(field);
}

/** The spec says the answer (or field) is a list. */
export function expectList(value: unknown, what: string): asserts value is Record<string, unknown>[] {
  expect(Array.isArray(value), `${what} is an array`).toBe(true);
}

export const ID = /^[0-9a-f]{24}$/;

/** Without SMTP_URL mail stays in the local outbox: the reset token is read from the newest mail to `email`. */
export async function resetTokenMailedTo(t: TestApp, email: string): Promise<string> {
  await t.services.background.drain();
  const result = (await t.database.db.execute(
    sql`SELECT text FROM mail_outbox WHERE lower("to") = lower(${email}) ORDER BY created_at DESC LIMIT 1`,
  )) as unknown as { rows: { text: string }[] };
  const token = /[?&]token=([^&\s]+)/.exec(result.rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return decodeURIComponent(token);
}
