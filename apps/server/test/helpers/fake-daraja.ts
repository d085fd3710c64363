import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A Daraja-compatible HTTP server for tests, checking what Safaricom's sandbox checks: Basic auth
 * on the token call, a live bearer token, the STK password and its Nairobi timestamp, required
 * fields, whole-shilling amounts and the 2547/2541 phone form. Its checks are written out here on
 * purpose, apart from the client's code, so a mistake in one is not repeated in the other.
 */
export interface FakeDaraja {
  url: string;
  tokenCalls: number;
  pushes: Record<string, unknown>[];
  queries: Record<string, unknown>[];
  /** The query answer per CheckoutRequestID: 'processing' or a ResultCode. */
  queryAnswers: Map<string, 'processing' | { code: number; desc: string }>;
  /** B2C payments (refunds) accepted, in order; each answered with ConversationID `AG_20261124_<n>`. */
  payouts: Record<string, unknown>[];
  /** Set to make the next B2C requests refused as Daraja refuses them (e.g. a wrong security credential). */
  refusePayouts: string | null;
  /**
   * Set to keep the next B2C requests open without an answer, as M-Pesa does when it is slow: the
   * payment is taken (listed in `payouts`) but its acceptance never reaches the caller.
   */
  holdPayouts: boolean;
  /** Resolves when a B2C request is being held open. */
  payoutHeld(): Promise<void>;
  /** Transaction Status queries received, in order. */
  statusQueries: Record<string, unknown>[];
  /** Revokes every token issued so far (Daraja does this on key rotation). */
  revokeTokens(): void;
  close(): Promise<void>;
}

export const FAKE_CREDENTIALS = {
  consumerKey: 'test-key',
  consumerSecret: 'test-secret',
  shortcode: '174379',
  passkey: 'test-passkey-0123456789',
  b2cShortcode: '600000',
  initiatorName: 'testapi',
  securityCredential: 'dGVzdC1zZWN1cml0eS1jcmVkZW50aWFs',
};

/** The M-Pesa settings (STK push and B2C) of a server that talks to the fake Daraja at `url`. */
export function fakeDarajaEnv(url: string): Record<string, string> {
  return {
    MPESA_ENV: 'sandbox',
    MPESA_BASE_URL: url,
    MPESA_CONSUMER_KEY: FAKE_CREDENTIALS.consumerKey,
    MPESA_CONSUMER_SECRET: FAKE_CREDENTIALS.consumerSecret,
    MPESA_SHORTCODE: FAKE_CREDENTIALS.shortcode,
    MPESA_PASSKEY: FAKE_CREDENTIALS.passkey,
    MPESA_CALLBACK_URL: 'https://sokoni.example',
    MPESA_B2C_SHORTCODE: FAKE_CREDENTIALS.b2cShortcode,
    MPESA_INITIATOR_NAME: FAKE_CREDENTIALS.initiatorName,
    MPESA_SECURITY_CREDENTIAL: FAKE_CREDENTIALS.securityCredential,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const bad = (res: ServerResponse, message: string) => answer(res, 400, { requestId: 'fake-1', errorCode: '400.002.02', errorMessage: `Bad Request - ${message}` });

/** Now in Nairobi as Daraja expects it, built differently from the client (UTC + 3 h). */
function nairobiNow(offsetMs = 0): string {
  const d = new Date(Date.now() + 3 * 3600_000 + offsetMs);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

function checkCredentials(body: Record<string, unknown>): string | null {
  if (body.BusinessShortCode !== FAKE_CREDENTIALS.shortcode) return 'Invalid BusinessShortCode';
  const ts = String(body.Timestamp ?? '');
  if (!/^\d{14}$/.test(ts)) return 'Invalid Timestamp';
  // Within two minutes of now in Nairobi (a UTC or local-time stamp is hours off).
  if (ts < nairobiNow(-120_000) || ts > nairobiNow(120_000)) return 'Invalid Timestamp';
  const expected = Buffer.from(FAKE_CREDENTIALS.shortcode + FAKE_CREDENTIALS.passkey + ts, 'utf8').toString('base64');
  if (body.Password !== expected) return 'Invalid Password';
  return null;
}

export async function startFakeDaraja(): Promise<FakeDaraja> {
  const tokens = new Set<string>();
  let issued = 0;
  let holding = () => {};
  const held = { promise: new Promise<void>((resolve) => (holding = resolve)), resolve: () => holding() };
  const open = new Set<ServerResponse>();
  const fake = {
    url: '',
    tokenCalls: 0,
    pushes: [] as Record<string, unknown>[],
    queries: [] as Record<string, unknown>[],
    queryAnswers: new Map<string, 'processing' | { code: number; desc: string }>(),
    payouts: [] as Record<string, unknown>[],
    refusePayouts: null as string | null,
    holdPayouts: false,
    payoutHeld: () => held.promise,
    statusQueries: [] as Record<string, unknown>[],
    revokeTokens: () => tokens.clear(),
    close: async () => undefined as void,
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      fake.tokenCalls += 1;
      const expected = `Basic ${Buffer.from(`${FAKE_CREDENTIALS.consumerKey}:${FAKE_CREDENTIALS.consumerSecret}`).toString('base64')}`;
      if (url.searchParams.get('grant_type') !== 'client_credentials') return bad(res, 'Invalid grant type passed');
      if (req.headers.authorization !== expected) return answer(res, 400, { requestId: 'fake-2', errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      issued += 1;
      const token = `token-${issued}`;
      tokens.add(token);
      return answer(res, 200, { access_token: token, expires_in: '3599' });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return answer(res, 401, { requestId: 'fake-3', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
    if (req.headers['content-type'] !== 'application/json') return bad(res, 'Invalid content type');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return bad(res, 'Invalid JSON');
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpush/v1/processrequest') {
      const problem = checkCredentials(body);
      if (problem) return bad(res, problem);
      if (!['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'].includes(String(body.TransactionType))) return bad(res, 'Invalid TransactionType');
      if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1) return bad(res, 'Invalid Amount');
      if (!/^254[17]\d{8}$/.test(String(body.PartyA)) || body.PhoneNumber !== body.PartyA) return bad(res, 'Invalid PhoneNumber');
      if (!body.PartyB) return bad(res, 'Invalid PartyB');
      if (!/^https?:\/\/\S+$/.test(String(body.CallBackURL ?? ''))) return bad(res, 'Invalid CallBackURL');
      const ref = String(body.AccountReference ?? '');
      if (ref.length < 1 || ref.length > 12) return bad(res, 'Invalid AccountReference');
      const desc = String(body.TransactionDesc ?? '');
      if (desc.length < 1 || desc.length > 13) return bad(res, 'Invalid TransactionDesc');
      fake.pushes.push(body);
      const n = fake.pushes.length;
      return answer(res, 200, {
        MerchantRequestID: `29115-34620561-${n}`,
        CheckoutRequestID: `ws_CO_191220191020363925${n}`,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/stkpushquery/v1/query') {
      const problem = checkCredentials(body);
      if (problem) return bad(res, problem);
      const id = String(body.CheckoutRequestID ?? '');
      fake.queries.push(body);
      const known = fake.queryAnswers.get(id);
      if (!known) return bad(res, 'Invalid CheckoutRequestID');
      if (known === 'processing') return answer(res, 500, { requestId: 'fake-5', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
      return answer(res, 200, { ResponseCode: '0', ResponseDescription: 'The service request has been accepted successsfully', MerchantRequestID: '29115-34620561-1', CheckoutRequestID: id, ResultCode: String(known.code), ResultDesc: known.desc });
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/b2c/v3/paymentrequest') {
      if (body.InitiatorName !== FAKE_CREDENTIALS.initiatorName || body.SecurityCredential !== FAKE_CREDENTIALS.securityCredential) return answer(res, 400, { requestId: 'fake-7', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Initiator Information' });
      if (body.PartyA !== FAKE_CREDENTIALS.b2cShortcode) return bad(res, 'Invalid PartyA');
      if (!['BusinessPayment', 'SalaryPayment', 'PromotionPayment'].includes(String(body.CommandID))) return bad(res, 'Invalid CommandID');
      if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 10) return bad(res, 'Invalid Amount');
      if (!/^254[17]\d{8}$/.test(String(body.PartyB))) return bad(res, 'Invalid PartyB');
      if (!/^https?:\/\/\S+$/.test(String(body.ResultURL ?? '')) || !/^https?:\/\/\S+$/.test(String(body.QueueTimeOutURL ?? ''))) return bad(res, 'Invalid ResultURL');
      if (!body.OriginatorConversationID) return bad(res, 'Invalid OriginatorConversationID');
      if (fake.refusePayouts) return answer(res, 500, { requestId: 'fake-8', errorCode: '500.003.1001', errorMessage: fake.refusePayouts });
      fake.payouts.push(body);
      if (fake.holdPayouts) {
        open.add(res);
        res.on('close', () => open.delete(res));
        return held.resolve();
      }
      return answer(res, 200, {
        ConversationID: `AG_20261124_${fake.payouts.length}`,
        OriginatorConversationID: String(body.OriginatorConversationID),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    if (req.method === 'POST' && url.pathname === '/mpesa/transactionstatus/v1/query') {
      if (body.Initiator !== FAKE_CREDENTIALS.initiatorName || body.SecurityCredential !== FAKE_CREDENTIALS.securityCredential) return answer(res, 400, { requestId: 'fake-9', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Initiator Information' });
      if (body.CommandID !== 'TransactionStatusQuery') return bad(res, 'Invalid CommandID');
      if (body.PartyA !== FAKE_CREDENTIALS.b2cShortcode || body.IdentifierType !== '4') return bad(res, 'Invalid PartyA');
      if (!body.TransactionID && !body.OriginalConversationID) return bad(res, 'Invalid TransactionID');
      if (!/^https?:\/\/\S+$/.test(String(body.ResultURL ?? '')) || !/^https?:\/\/\S+$/.test(String(body.QueueTimeOutURL ?? ''))) return bad(res, 'Invalid ResultURL');
      fake.statusQueries.push(body);
      return answer(res, 200, {
        OriginatorConversationID: `fake-status-${fake.statusQueries.length}`,
        ConversationID: `AG_20261128_status_${fake.statusQueries.length}`,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    answer(res, 404, { requestId: 'fake-6', errorCode: '404.001.01', errorMessage: 'Resource not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of open) res.destroy();
      server.close(() => resolve());
    });
  return fake;
}
