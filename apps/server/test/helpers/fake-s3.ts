import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, FakeS3Object>;
  /** 'METHOD key status' of every request, to see what reached the bucket. */
  log: string[];
  /** While set, every request gets this HTTP status (e.g. 500), as a failing store would answer. */
  failWith: number | null;
  /** STORAGE=s3 settings pointing a test app at this bucket. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Recomputes the AWS Signature V4 of a request the way S3 does; true when it matches. */
function signatureMatches(request: IncomingMessage, body: Buffer, secret: string, accessKeyId: string, region: string): boolean {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? '',
  );
  if (!auth) return false;
  const [, keyId, day, scopeRegion, signedHeaders, signature] = auth as unknown as string[];
  if (keyId !== accessKeyId || scopeRegion !== region) return false;
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const url = new URL(request.url ?? '/', 'http://fake');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [request.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region), 's3'), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature;
}

function xmlError(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/**
 * A small S3-compatible server on 127.0.0.1 for tests: one bucket, path-style addressing, PUT/GET/
 * DELETE of objects, and real Signature V4 checks, so a request signed wrongly (bad key, altered
 * bytes, wrong host) is refused exactly as a real bucket would refuse it.
 */
export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'sokoni-test';
  const region = options.region ?? 'af-south-1';
  const accessKeyId = 'TESTKEYID0000000';
  const secretAccessKey = 'test-secret-key-0000000000000000000000';
  const objects = new Map<string, FakeS3Object>();
  const log: string[] = [];
  const fake = { failWith: null as number | null };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const key = decodeURIComponent(path.slice(`/${bucket}/`.length));
      const answer = (status: number, payload: string | Buffer = '', headers: Record<string, string> = {}) => {
        log.push(`${request.method} ${key} ${status}`);
        response.writeHead(status, headers).end(payload);
      };
      if (fake.failWith) return answer(fake.failWith, xmlError('InternalError', 'We encountered an internal error.'));
      if (!path.startsWith(`/${bucket}/`)) return answer(404, xmlError('NoSuchBucket', 'The specified bucket does not exist'));
      if (!signatureMatches(request, body, secretAccessKey, accessKeyId, region)) {
        return answer(403, xmlError('SignatureDoesNotMatch', 'The request signature we calculated does not match'));
      }
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        return answer(200, '', { etag: `"${sha256(body).slice(0, 32)}"` });
      }
      const object = objects.get(key);
      if (request.method === 'GET') {
        if (!object) return answer(404, xmlError('NoSuchKey', 'The specified key does not exist.'));
        return answer(200, object.body, { 'content-type': object.contentType, 'content-length': String(object.body.length) });
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return answer(405, xmlError('MethodNotAllowed', 'The specified method is not allowed'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    env: () => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
