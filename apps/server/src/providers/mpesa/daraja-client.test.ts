import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CREDENTIALS, startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { createDarajaClient, DarajaError, DarajaRequestError, type DarajaCredentials } from './daraja-client.ts';

let daraja: FakeDaraja;
beforeAll(async () => {
  daraja = await startFakeDaraja();
});
afterAll(async () => {
  await daraja?.close();
});
beforeEach(() => {
  daraja.tokenCalls = 0;
  daraja.pushes.length = 0;
  daraja.queries.length = 0;
});

function client(overrides: Partial<DarajaCredentials> = {}, clock?: () => Date) {
  return createDarajaClient(
    { baseUrl: daraja.url, transactionType: 'CustomerPayBillOnline', partyB: FAKE_CREDENTIALS.shortcode, timeoutMs: 5000, ...FAKE_CREDENTIALS, ...overrides },
    clock,
  );
}

const push = { amount: 1250, phone: '0712 345 678', callbackUrl: 'https://sokoni.example/api/payments/mpesa/callback/s3cr3t', accountReference: 'SOK-1A2B3C', description: 'Sokoni order' };

describe('Daraja client against a Daraja-compatible server', () => {
  it('sends an STK push Daraja accepts: Nairobi timestamp, derived password, 2547 phone, whole shillings', async () => {
    const accepted = await client().stkPush(push);
    expect(accepted).toMatchObject({ ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) });
    expect(daraja.pushes[0]).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1250,
      PartyA: '254712345678',
      PartyB: '174379',
      PhoneNumber: '254712345678',
      CallBackURL: push.callbackUrl,
      AccountReference: 'SOK-1A2B3C',
      TransactionDesc: 'Sokoni order',
    });
  });

  it('accepts every way a Kenyan number is typed and refuses what is not one before sending', async () => {
    const c = client();
    for (const phone of ['+254 712 345 678', '254712345678', '0112345678']) await c.stkPush({ ...push, phone });
    expect(daraja.pushes.map((p) => p.PhoneNumber)).toEqual(['254712345678', '254712345678', '254112345678']);
    await expect(c.stkPush({ ...push, phone: '0812345678' })).rejects.toBeInstanceOf(DarajaRequestError);
    await expect(c.stkPush({ ...push, amount: 12.5 })).rejects.toThrow('whole number of shillings');
    await expect(c.stkPush({ ...push, accountReference: 'SOKONI-ORDER-1' })).rejects.toThrow('12 characters');
    await expect(c.stkPush({ ...push, description: 'Sokoni order 12' })).rejects.toThrow('1 to 13');
    expect(daraja.pushes).toHaveLength(3);
  });

  it('asks for one OAuth token with Basic auth and reuses it until shortly before it expires', async () => {
    let now = Date.now();
    const c = client({}, () => new Date(now));
    await Promise.all([c.stkPush(push), c.stkPush(push)]);
    await c.stkQuery('ws_CO_unknown').catch(() => undefined);
    expect(daraja.tokenCalls).toBe(1);
    now += 3599_000 - 30_000; // inside the last minute of the token's life
    // The fake checks timestamps against the real clock, so only the token call is made here.
    await c.accessToken();
    expect(daraja.tokenCalls).toBe(2);
  });

  it('fetches a new token once when Daraja revokes the one it holds', async () => {
    const c = client();
    await c.stkPush(push);
    daraja.revokeTokens();
    await c.stkPush(push);
    expect(daraja.tokenCalls).toBe(2);
    expect(daraja.pushes).toHaveLength(2);
  });

  it('reports wrong consumer keys and a wrong passkey as Daraja refusals', async () => {
    const wrongKey = client({ consumerSecret: 'nope' });
    await expect(wrongKey.stkPush(push)).rejects.toMatchObject({ status: 400, code: '400.008.01' });
    const wrongPasskey = client({ passkey: 'not-the-passkey' });
    const error = await wrongPasskey.stkPush(push).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ code: '400.002.02', message: expect.stringContaining('Invalid Password') });
  });

  it('queries a push: still processing, then the result in plain words', async () => {
    const c = client();
    const { CheckoutRequestID: id } = await c.stkPush(push);
    daraja.queryAnswers.set(id, 'processing');
    expect(await c.stkQuery(id)).toEqual({ state: 'processing' });
    daraja.queryAnswers.set(id, { code: 1032, desc: 'Request cancelled by user' });
    expect(await c.stkQuery(id)).toMatchObject({ state: 'done', resultCode: 1032, outcome: { paid: false, reason: 'cancelled' } });
    daraja.queryAnswers.set(id, { code: 0, desc: 'The service request is processed successfully.' });
    expect(await c.stkQuery(id)).toMatchObject({ state: 'done', resultCode: 0, outcome: { paid: true }, checkoutRequestId: id });
    expect(daraja.queries[0]).toMatchObject({ BusinessShortCode: '174379', CheckoutRequestID: id });
  });

  it('says when Daraja cannot be reached', async () => {
    const c = client({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(c.stkPush(push)).rejects.toMatchObject({ status: 0, message: expect.stringContaining('could not be reached') });
  });
});
