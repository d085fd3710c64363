import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient } from './daraja-client.ts';
import { createDarajaB2c, parseB2cResult } from './daraja-b2c.ts';
import { DarajaError, DarajaRequestError } from './daraja-client.ts';

const KEY = 'b2c-key';
const SECRET = 'b2c-secret';
const TOKEN = 'b2c-token-1';
let server: Server;
let url: string;
const received: Record<string, unknown>[] = [];

/** What Daraja's B2C endpoint checks, written out apart from the client: token, operator, command, whole amount, 2547 phone, https URLs. */
function refusal(body: Record<string, unknown>): string | null {
  for (const field of ['OriginatorConversationID', 'InitiatorName', 'SecurityCredential', 'CommandID', 'Amount', 'PartyA', 'PartyB', 'Remarks', 'QueueTimeOutURL', 'ResultURL']) {
    if (body[field] === undefined || body[field] === '') return `Invalid ${field}`;
  }
  if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID))) return 'Invalid CommandID';
  if (!Number.isInteger(body.Amount)) return 'Invalid Amount';
  if (!/^254(7|1)\d{8}$/.test(String(body.PartyB))) return 'Invalid PartyB';
  if (!String(body.ResultURL).startsWith('https://') || !String(body.QueueTimeOutURL).startsWith('https://')) return 'Invalid URL';
  return null;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url?.startsWith('/oauth/v1/generate')) {
        const ok = req.headers.authorization === `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
        return ok ? reply(200, { access_token: TOKEN, expires_in: '3599' }) : reply(400, { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      }
      if (req.url === '/mpesa/b2c/v3/paymentrequest' && req.method === 'POST') {
        if (req.headers.authorization !== `Bearer ${TOKEN}`) return reply(401, { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
        const body = JSON.parse(data) as Record<string, unknown>;
        const problem = refusal(body);
        if (problem) return reply(400, { requestId: 'r-1', errorCode: '400.002.02', errorMessage: `Bad Request - ${problem}` });
        received.push(body);
        return reply(200, { ConversationID: 'AG_20261124_0000', OriginatorConversationID: body.OriginatorConversationID, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
      }
      reply(404, { errorCode: '404', errorMessage: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

function b2c() {
  const daraja = createDarajaClient({ baseUrl: url, consumerKey: KEY, consumerSecret: SECRET, shortcode: '600000', passkey: 'x', transactionType: 'CustomerPayBillOnline', partyB: '600000', timeoutMs: 5000 });
  return createDarajaB2c({ baseUrl: url, shortcode: '600000', initiatorName: 'sokoni_api', securityCredential: 'encrypted==', timeoutMs: 5000 }, () => daraja.accessToken());
}
const payment = { originatorConversationId: 'payout-0001', amount: 1500, phone: '0712 345 678', remarks: 'Sokoni payout', resultUrl: 'https://sokoni.example/api/mpesa/b2c/result/s3cr3t', timeoutUrl: 'https://sokoni.example/api/mpesa/b2c/timeout/s3cr3t' };

describe('M-Pesa B2C payouts against a Daraja-compatible server', () => {
  it('sends a payment Daraja accepts, with our id to match the result by', async () => {
    const accepted = await b2c().pay(payment);
    expect(accepted).toMatchObject({ ResponseCode: '0', OriginatorConversationID: 'payout-0001', ConversationID: 'AG_20261124_0000' });
    expect(received.at(-1)).toMatchObject({ PartyB: '254712345678', PartyA: '600000', CommandID: 'BusinessPayment', Amount: 1500, InitiatorName: 'sokoni_api' });
  });

  it('refuses cents and foreign phones before sending, and reports what Daraja refused', async () => {
    await expect(b2c().pay({ ...payment, amount: 1500.5 })).rejects.toThrow(DarajaRequestError);
    await expect(b2c().pay({ ...payment, phone: '+44 20 7946 0958' })).rejects.toThrow(DarajaRequestError);
    const refused = b2c().pay({ ...payment, resultUrl: 'http://insecure.example/result' });
    await expect(refused).rejects.toThrow(DarajaError);
    await expect(refused).rejects.toMatchObject({ status: 400, code: '400.002.02' });
  });

  it('reads the result Daraja posts back, success or failure', () => {
    const ok = parseB2cResult({ Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.', OriginatorConversationID: 'payout-0001', ConversationID: 'AG_20261124_0000', TransactionID: 'QKT7ABC123', ResultParameters: { ResultParameter: [{ Key: 'TransactionAmount', Value: 1500 }, { Key: 'TransactionReceipt', Value: 'QKT7ABC123' }] } } });
    expect(ok).toEqual({ originatorConversationId: 'payout-0001', conversationId: 'AG_20261124_0000', resultCode: 0, resultDesc: 'The service request is processed successfully.', transactionId: 'QKT7ABC123', amount: 1500 });
    const failed = parseB2cResult({ Result: { ResultType: 0, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.', OriginatorConversationID: 'payout-0002', ConversationID: 'AG_2', TransactionID: '' } });
    expect(failed).toMatchObject({ resultCode: 2001, transactionId: null, amount: null });
    expect(parseB2cResult({ Body: { stkCallback: {} } })).toBeNull();
  });
});
