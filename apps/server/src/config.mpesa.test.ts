import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sokoni-config-')) });
const keys = { MPESA_CONSUMER_KEY: 'key', MPESA_CONSUMER_SECRET: 'secret', MPESA_SHORTCODE: '600123', MPESA_PASSKEY: 'passkey-123456', MPESA_B2C_SHORTCODE: '600999', MPESA_INITIATOR_NAME: 'sokoni-api', MPESA_SECURITY_CREDENTIAL: 'c2VjdXJpdHktY3JlZGVudGlhbA==' };
const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };

describe('M-Pesa configuration', () => {
  it('uses the simulator in development, and is off in tests and production unless chosen', () => {
    const dev = loadConfig({ ...base(), PORT: '3100' }).mpesa;
    expect(dev).toMatchObject({ env: 'simulator', baseUrl: 'http://127.0.0.1:3100/dev/mpesa-simulator', shortcode: '174379', callbackOrigin: 'http://localhost:3100' });
    expect(loadConfig({ ...base(), NODE_ENV: 'test' }).mpesa).toEqual({ env: 'off' });
    expect(loadConfig({ ...base(), ...production }).mpesa).toEqual({ env: 'off' });
  });

  it('points sandbox and production at Safaricom with the given keys', () => {
    const sandbox = loadConfig({ ...base(), MPESA_ENV: 'sandbox', ...keys, MPESA_CALLBACK_URL: 'https://pay.sokoni.example/' }).mpesa;
    expect(sandbox).toMatchObject({ env: 'sandbox', baseUrl: 'https://sandbox.safaricom.co.ke', partyB: '600123', callbackOrigin: 'https://pay.sokoni.example', b2c: { shortcode: '600999', initiatorName: 'sokoni-api' } });
    const live = loadConfig({ ...base(), ...production, MPESA_ENV: 'production', ...keys, PUBLIC_URL: 'https://sokoni.example', MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline', MPESA_TILL_NUMBER: '5123456' }).mpesa;
    expect(live).toMatchObject({ baseUrl: 'https://api.safaricom.co.ke', transactionType: 'CustomerBuyGoodsOnline', partyB: '5123456' });
  });

  it.each([
    [{ ...production, MPESA_ENV: 'simulator' }, 'MPESA_ENV: simulator is for development only'],
    [{ MPESA_ENV: 'sandbox', MPESA_CONSUMER_KEY: 'key' }, 'MPESA_CONSUMER_SECRET: required when MPESA_ENV=sandbox'],
    [{ MPESA_ENV: 'sandbox', ...keys, MPESA_PASSKEY: undefined }, 'MPESA_PASSKEY: required'],
    [{ MPESA_ENV: 'sandbox', ...keys, MPESA_SECURITY_CREDENTIAL: undefined }, 'MPESA_SECURITY_CREDENTIAL: required when MPESA_ENV=sandbox'],
    [{ MPESA_ENV: 'sandbox', ...keys, MPESA_INITIATOR_NAME: undefined }, 'MPESA_INITIATOR_NAME: required'],
    [{ ...production, MPESA_ENV: 'production', ...keys }, 'MPESA_CALLBACK_URL: must be an https URL'],
    [{ MPESA_ENV: 'sandbox', ...keys, MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' }, 'MPESA_TILL_NUMBER: required'],
    [{ MPESA_ENV: 'live' }, 'MPESA_ENV'],
    [{ MPESA_SHORTCODE: 'paybill' }, 'MPESA_SHORTCODE'],
    [{ MPESA_CALLBACK_URL: 'sokoni.example' }, 'MPESA_CALLBACK_URL'],
    [{ JOBS_POLL_MS: 'often' }, 'JOBS_POLL_MS'],
    [{ ...keys }, 'MPESA_ENV: set it to sandbox or production to use MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_PASSKEY'],
    [{ PAYMENT_EXPIRY_SECONDS: '5' }, 'PAYMENT_EXPIRY_SECONDS'],
    [{ MPESA_QUERY_AFTER_SECONDS: 'soon' }, 'MPESA_QUERY_AFTER_SECONDS'],
  ])('stops on %o saying %s', (env, message) => {
    expect(() => loadConfig({ ...base(), ...env })).toThrow(message);
  });
});
