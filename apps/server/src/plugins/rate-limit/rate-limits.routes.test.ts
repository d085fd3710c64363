import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const TOO_MANY = 'Too many requests. Please wait a few minutes and try again.';

let t: TestApp;
beforeAll(async () => {
  // The documented defaults: 5 a minute per IP and route, 5 reset links an hour per address.
  t = await createTestApp({});
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) => t.call({ method: 'POST', url, payload, remoteAddress });

describe('rate limits on mail and reset routes', () => {
  it('answers the 6th reset request from one address within a minute with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/request-reset', { email: `person${i}@example.com`, accountType: 'User' }, ip);
      expect(res.statusCode).toBe(200);
    }
    const sixth = await post('/api/driver/request-reset', { email: 'person6@example.com' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ message: TOO_MANY, code: 'rate_limited' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    expect((await post('/api/auth/request-reset', { email: 'person7@example.com', accountType: 'User' }, freshIp())).statusCode).toBe(200);
  });

  it('limits reset links for one e-mail address whatever address asks', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/request-reset', { email: 'flooded@example.com', accountType: 'User' }, freshIp())).statusCode).toBe(200);
    }
    const sixth = await post('/api/auth/request-reset', { email: 'FLOODED@example.com', accountType: 'Partner' }, freshIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(TOO_MANY);
  });

  it('limits reset-password attempts from one address', async () => {
    const ip = freshIp();
    const attempt = (i: number) =>
      post('/api/auth/reset-password', { token: `guess-${i}`, email: `guess${i}@example.com`, newPassword: 'secret123', accountType: 'User' }, ip);
    for (let i = 0; i < 5; i++) expect((await attempt(i)).statusCode).toBe(400);
    expect((await attempt(5)).statusCode).toBe(429);
  });

  it('limits the contact form per address and per sender', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/send-email', { email: `visitor${i}@example.com`, message: 'Hello Sokoni team' }, ip)).statusCode).toBe(200);
    }
    expect((await post('/api/send-email', { email: 'visitor9@example.com', message: 'Hello Sokoni team' }, ip)).statusCode).toBe(429);

    for (let i = 0; i < 5; i++) {
      expect((await post('/api/send-email', { email: 'chatty@example.com', message: 'Hello again team' }, freshIp())).statusCode).toBe(200);
    }
    expect((await post('/api/send-email', { email: 'chatty@example.com', message: 'Hello again team' }, freshIp())).statusCode).toBe(429);
  });
});

describe('RATE_LIMIT_DISABLED=1', () => {
  it('switches every limit off', async () => {
    const open = await createTestApp({ RATE_LIMIT_DISABLED: '1' });
    try {
      for (let i = 0; i < 12; i++) {
        const res = await open.call({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'same@example.com', accountType: 'User' } });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});
