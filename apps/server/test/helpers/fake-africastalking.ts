import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An Africa's Talking-compatible SMS server for tests, checking what the live API checks on
 * POST /version1/messaging: the `apiKey` header, a JSON Accept header, a form body with the
 * account's username, `to` in international form and a non-empty message. Its checks are written
 * here apart from the client's code, so a mistake in one is not repeated in the other.
 */
export interface FakeAfricasTalking {
  url: string;
  /** Every message it took, in order. */
  sent: { to: string; message: string; from: string | null; messageId: string }[];
  /** Requests refused for a bad request or credentials, with the reason. */
  refused: string[];
  /** The next `n` requests (to `number` only, when given) answer HTTP 500, as in a provider outage. */
  failNext(n: number, number?: string): void;
  /** Per number, a recipient status code to answer instead of 101 (e.g. 403 InvalidPhoneNumber). */
  statusFor: Map<string, { code: number; status: string }>;
  close(): Promise<void>;
}

export const FAKE_AT = { username: 'sokoni-test', apiKey: 'atsk_test_0123456789abcdef' };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

export async function startFakeAfricasTalking(): Promise<FakeAfricasTalking> {
  let failures = 0;
  let failing: string | undefined;
  let counter = 0;
  const fake: Omit<FakeAfricasTalking, 'url' | 'close'> = {
    sent: [],
    refused: [],
    failNext: (n, number) => {
      failures = n;
      failing = number;
    },
    statusFor: new Map(),
  };

  const refuse = (res: ServerResponse, status: number, reason: string) => {
    fake.refused.push(reason);
    res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/version1/messaging') return refuse(res, 404, 'Not found');
    if (req.headers['apikey'] !== FAKE_AT.apiKey) return refuse(res, 401, 'The supplied authentication is invalid');
    if (!String(req.headers['accept'] ?? '').includes('application/json')) return refuse(res, 406, 'Accept must be application/json');
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return refuse(res, 415, 'Expected a form body');
    const form = new URLSearchParams(body);
    if (form.get('username') !== FAKE_AT.username) return refuse(res, 401, 'The supplied authentication is invalid');
    const to = form.get('to') ?? '';
    const message = form.get('message') ?? '';
    if (!message) return refuse(res, 400, 'Missing message');
    if (failures > 0 && (!failing || failing === to)) {
      failures -= 1;
      return refuse(res, 500, 'Internal Server Error');
    }
    const numbers = to.split(',');
    if (numbers.some((n) => !/^\+254[17]\d{8}$/.test(n))) {
      res.writeHead(201, { 'content-type': 'application/json' }).end(
        JSON.stringify({ SMSMessageData: { Message: 'Sent to 0/1', Recipients: numbers.map((number) => ({ statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' })) } }),
      );
      return;
    }
    const recipients = numbers.map((number) => {
      const override = fake.statusFor.get(number);
      if (override) return { statusCode: override.code, number, status: override.status, cost: '0', messageId: 'None' };
      const messageId = `ATXid_${(++counter).toString(16).padStart(8, '0')}`;
      fake.sent.push({ to: number, message, from: form.get('from'), messageId });
      return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId };
    });
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ SMSMessageData: { Message: `Sent to ${recipients.length}/${numbers.length}`, Recipients: recipients } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
