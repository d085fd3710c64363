import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { SIMULATOR_DEFAULTS, SIMULATOR_PREFIX } from '../../../config.mpesa.ts';
import { createDarajaClient, DarajaError, type DarajaCredentials } from '../daraja-client.ts';
import { parseStkCallback } from '../stk-callback.ts';

let t: TestApp;
let base: string;
let receiver: Server;
let callbackUrl: string;
const received: unknown[] = [];
/** Answers the receiver gives, in turn (then 200). */
const receiverStatuses: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ MPESA_ENV: 'simulator', JOBS_POLL_MS: '50' });
  base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${SIMULATOR_PREFIX}`;
  receiver = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      received.push(JSON.parse(data));
      res.writeHead(receiverStatuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/mpesa/callback/secret-path`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
});
beforeEach(() => {
  received.length = 0;
  receiverStatuses.length = 0;
});

function client(overrides: Partial<DarajaCredentials> = {}) {
  return createDarajaClient({ baseUrl: base, transactionType: 'CustomerPayBillOnline', partyB: SIMULATOR_DEFAULTS.shortcode, timeoutMs: 5000, ...SIMULATOR_DEFAULTS, ...overrides });
}

const push = () => ({ amount: 870, phone: '0712345678', callbackUrl, accountReference: 'SOK-7F3A', description: 'Sokoni order' });

async function pressButton(checkoutRequestId: string, answer: string) {
  return t.call({ method: 'POST', url: `${SIMULATOR_PREFIX}/prompts/${checkoutRequestId}/answer`, payload: { answer } });
}

describe('M-Pesa simulator (development only)', () => {
  it('takes a push like Daraja, shows it on the test phone, and calls back a success the query confirms', async () => {
    const mpesa = client();
    const { CheckoutRequestID: id } = await mpesa.stkPush(push());
    const shown = await t.call({ method: 'GET', url: `${SIMULATOR_PREFIX}/prompts/${id}` });
    expect(shown.json()).toMatchObject({ label: expect.stringContaining('no money moves'), amount: 870, phone: '254712345678', state: 'waiting' });
    expect(await mpesa.stkQuery(id)).toEqual({ state: 'processing' });

    const approved = await pressButton(id, 'approve');
    expect(approved.statusCode).toBe(200);
    const receipt = approved.json().receipt as string;
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);

    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    const parsed = parseStkCallback(received[0]);
    expect(parsed).toMatchObject({ ok: true, callback: { checkoutRequestId: id, outcome: { paid: true }, paid: { amount: 870, receipt, phone: '254712345678' } } });
    expect(await mpesa.stkQuery(id)).toMatchObject({ state: 'done', resultCode: 0, outcome: { paid: true } });
  });

  it('calls back the failure chosen on the phone, and a prompt is answered once', async () => {
    const mpesa = client();
    const { CheckoutRequestID: id } = await mpesa.stkPush(push());
    expect((await pressButton(id, 'cancel')).statusCode).toBe(200);
    const again = await pressButton(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This M-Pesa prompt has already been answered');
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(parseStkCallback(received[0])).toMatchObject({ ok: true, callback: { resultCode: 1032, outcome: { paid: false, reason: 'cancelled' } } });
    expect(await mpesa.stkQuery(id)).toMatchObject({ state: 'done', outcome: { reason: 'cancelled' } });
    expect((await pressButton(id, 'shrug')).statusCode).toBe(400);
    expect((await pressButton('ws_CO_unknown', 'approve')).statusCode).toBe(404);
  });

  it('ends an unanswered prompt as Daraja does (1037), through a durable job', async () => {
    const mpesa = client();
    const { CheckoutRequestID: id } = await mpesa.stkPush(push());
    // The timeout is a job due in a minute: brought forward instead of waiting for it.
    await t.database.db.execute(sql`update jobs set due_at = now() where kind = 'mpesa-simulator.no-answer' and key = ${id}`);
    await t.services.jobs.runDue();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(parseStkCallback(received[0])).toMatchObject({ ok: true, callback: { resultCode: 1037, outcome: { reason: 'no-answer' } } });
    expect((await pressButton(id, 'approve')).statusCode).toBe(409);
  });

  it('delivers the callback again when the CallBackURL fails', async () => {
    receiverStatuses.push(503);
    const { CheckoutRequestID: id } = await client().stkPush(push());
    await pressButton(id, 'wrong-pin');
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]).toEqual(received[0]);
    expect(parseStkCallback(received[1])).toMatchObject({ ok: true, callback: { resultCode: 2001, outcome: { reason: 'wrong-pin' } } });
  });

  it('refuses what Daraja refuses: wrong keys, wrong passkey, no token, bad fields', async () => {
    await expect(client({ consumerSecret: 'guess' }).stkPush(push())).rejects.toMatchObject({ code: '400.008.01' });
    const wrongPasskey = await client({ passkey: 'not-the-passkey' })
      .stkPush(push())
      .catch((e: unknown) => e);
    expect(wrongPasskey).toBeInstanceOf(DarajaError);
    expect((wrongPasskey as Error).message).toContain('Invalid Password');
    const noToken = await fetch(`${base}/mpesa/stkpush/v1/processrequest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noToken.status).toBe(401);
    const token = await client().accessToken();
    const mpesaCall = (body: object) =>
      fetch(`${base}/mpesa/stkpush/v1/processrequest`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const utcStamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const stale = await mpesaCall({ BusinessShortCode: '174379', Timestamp: utcStamp, Password: Buffer.from(`174379${SIMULATOR_DEFAULTS.passkey}${utcStamp}`).toString('base64') });
    expect(await stale.json()).toMatchObject({ errorMessage: 'Bad Request - Invalid Timestamp' });
  });
});

describe('M-Pesa simulator outside development', () => {
  it('is not served when M-Pesa is off', async () => {
    const off = await createTestApp();
    try {
      // (A GET of an unknown page may be answered with the web app, so the calls checked are POSTs.)
      expect((await off.call({ method: 'POST', url: `${SIMULATOR_PREFIX}/mpesa/stkpush/v1/processrequest`, payload: {} })).statusCode).toBe(404);
      expect((await off.call({ method: 'POST', url: `${SIMULATOR_PREFIX}/prompts/ws_CO_1/answer`, payload: { answer: 'approve' } })).statusCode).toBe(404);
      expect(off.services.mpesa).toBeNull();
    } finally {
      await off.close();
    }
  });
});
