import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/**
 * A Web Push service for tests (what FCM or Mozilla's autopush do with a message), with the
 * browser's side of each subscription: it makes the subscription's keys, and on every POST checks
 * what a push service checks (RFC 8030, 8292) — a VAPID `Authorization: vapid t=…, k=…` whose ES256
 * JWT verifies with k, whose `aud` is this service's origin, `exp` within 24 hours and `sub` a
 * mailto: or https: URL; `TTL`; `Urgency` if sent; `Content-Encoding: aes128gcm` — and then
 * decrypts the body as the browser would (RFC 8291). The decryption is written here apart from
 * the sender's library, so a mistake in one is not repeated in the other.
 */
export interface ReceivedPush {
  subscription: string;
  ttl: number;
  urgency: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID public key (k=) that signed it. */
  vapidKey: string;
}

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface FakePushService {
  origin: string;
  /** A new browser subscription on this service (its private key stays here to decrypt with). */
  subscribe(): FakeSubscription;
  /** Messages accepted (201), in order. */
  received: ReceivedPush[];
  /** Requests refused for failing a check, with the reason. */
  refused: string[];
  /** Requests answered with a status queued by `answerNext`, counted per subscription endpoint. */
  attempts: Map<string, number>;
  /** The next requests to `endpoint` answer these statuses in turn (e.g. 429, then 201 as usual). */
  answerNext(endpoint: string, ...answers: { status: number; headers?: Record<string, string> }[]): void;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: one record, padded with 0x02 then zeros. */
function decryptAes128gcm(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid must be the sender public key (65 bytes)');
  if (record.length > recordSize) throw new Error('a message must fit in one record');
  const receiverKey = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(senderKey);
  const prkKey = hmac(browser.auth, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record must end with the 0x02 delimiter');
  return padded.subarray(0, end);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

async function verifyVapid(header: string | undefined, origin: string): Promise<{ key: string } | string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'Authorization must be "vapid t=<jwt>, k=<key>"';
  const [, token, k] = match as unknown as [string, string, string];
  if (decodeProtectedHeader(token).alg !== 'ES256') return 'the VAPID JWT must be signed with ES256';
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k must be an uncompressed P-256 public key';
  const key = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
  try {
    const { payload } = await jwtVerify(token, key, { audience: origin });
    if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) return 'exp must be within 24 hours';
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return 'sub must be a mailto: or https: URL';
  } catch (error) {
    return `the VAPID JWT does not verify: ${(error as Error).message}`;
  }
  return { key: k };
}

/** `port`: a fixed port (a browser journey's range); any free one otherwise. */
export async function startFakePushService(options: { port?: number } = {}): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const queued = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  let origin = '';
  const fake: Omit<FakePushService, 'origin' | 'close'> = {
    received: [],
    refused: [],
    attempts: new Map(),
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answerNext(endpoint, ...answers) {
      queued.set(endpoint, [...(queued.get(endpoint) ?? []), ...answers]);
    },
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const refuse = (status: number, reason: string) => {
      fake.refused.push(reason);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const browser = id ? browsers.get(id) : undefined;
    if (req.method !== 'POST' || !id || !browser) return refuse(404, 'no such subscription');
    const endpoint = `${origin}/push/${id}`;
    fake.attempts.set(endpoint, (fake.attempts.get(endpoint) ?? 0) + 1);
    const next = queued.get(endpoint)?.shift();
    if (next) return res.writeHead(next.status, next.headers ?? {}).end();
    const vapid = await verifyVapid(req.headers.authorization, origin);
    if (typeof vapid === 'string') return refuse(403, vapid);
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL must be a whole number of seconds');
    const urgency = String(req.headers.urgency ?? 'normal');
    if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) return refuse(400, 'Urgency must be very-low, low, normal or high');
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'Content-Encoding must be aes128gcm');
    if (body.length > 4096) return refuse(413, 'payload too large');
    let payload: unknown;
    try {
      payload = JSON.parse(decryptAes128gcm(body, browser).toString('utf8'));
    } catch (error) {
      return refuse(400, `the body does not decrypt: ${(error as Error).message}`);
    }
    fake.received.push({ subscription: endpoint, ttl, urgency, payload, vapidKey: vapid.key });
    res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...fake,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
