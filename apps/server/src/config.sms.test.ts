import { describe, expect, it } from 'vitest';
import { resolveSmsConfig } from './config.sms.ts';

const base = { SMS_RETRY_ATTEMPTS: 5, SMS_RETRY_DELAY_MS: 30_000, SMS_SHOP_ALERT_AFTER_SECONDS: 120 };
const secret = 'jwt-secret-jwt-secret-jwt-secret-0123';

describe('SMS configuration', () => {
  it('keeps texts in the local outbox outside production and sends none in production by default', () => {
    expect(resolveSmsConfig({ ...base, NODE_ENV: 'development' }, secret)).toMatchObject({ provider: { kind: 'outbox' } });
    expect(resolveSmsConfig({ ...base, NODE_ENV: 'production' }, secret)).toMatchObject({ provider: { kind: 'off' } });
  });

  it('refuses the development outbox in production', () => {
    expect(resolveSmsConfig({ ...base, NODE_ENV: 'production', SMS_PROVIDER: 'outbox' }, secret)).toEqual([expect.stringMatching(/^SMS_PROVIDER: the outbox is a development stand-in/)]);
  });

  it("names every missing Africa's Talking setting", () => {
    expect(resolveSmsConfig({ ...base, NODE_ENV: 'production', SMS_PROVIDER: 'africastalking' }, secret)).toEqual([
      'AT_USERNAME: required when SMS_PROVIDER=africastalking',
      'AT_API_KEY: required when SMS_PROVIDER=africastalking',
    ]);
  });

  it("uses the sandbox for the sandbox user and the live API otherwise, unless AT_BASE_URL says where", () => {
    const at = (extra: object) => resolveSmsConfig({ ...base, NODE_ENV: 'production', SMS_PROVIDER: 'africastalking', AT_API_KEY: 'k', ...extra }, secret);
    expect(at({ AT_USERNAME: 'sandbox' })).toMatchObject({ provider: { baseUrl: 'https://api.sandbox.africastalking.com' } });
    expect(at({ AT_USERNAME: 'sokoni' })).toMatchObject({ provider: { baseUrl: 'https://api.africastalking.com' } });
    expect(at({ AT_USERNAME: 'sokoni', AT_BASE_URL: 'http://127.0.0.1:4010' })).toMatchObject({ provider: { baseUrl: 'http://127.0.0.1:4010' } });
  });

  it('derives a stable delivery-report secret from the JWT secret unless one is set', () => {
    const a = resolveSmsConfig({ ...base, NODE_ENV: 'development' }, secret);
    const b = resolveSmsConfig({ ...base, NODE_ENV: 'development' }, secret);
    const other = resolveSmsConfig({ ...base, NODE_ENV: 'development' }, `${secret}x`);
    const chosen = resolveSmsConfig({ ...base, NODE_ENV: 'development', SMS_CALLBACK_SECRET: 'my-own-secret-0123456789' }, secret);
    if (Array.isArray(a) || Array.isArray(b) || Array.isArray(other) || Array.isArray(chosen)) throw new Error('unexpected refusal');
    expect(a.callbackSecret).toHaveLength(32);
    expect(a.callbackSecret).toBe(b.callbackSecret);
    expect(a.callbackSecret).not.toBe(other.callbackSecret);
    expect(chosen.callbackSecret).toBe('my-own-secret-0123456789');
  });
});
