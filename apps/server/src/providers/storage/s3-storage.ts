import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { AppError } from '../../lib/errors.ts';
import { publicPath, storageKey, type FileStorage } from './storage.ts';

export interface S3Config {
  /** e.g. https://s3.af-south-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every object key ('sokoni/' keeps several deployments in one bucket). */
  prefix: string;
  /** endpoint/bucket/key (MinIO, most S3-compatible stores) rather than bucket.endpoint/key. */
  pathStyle: boolean;
  timeoutMs: number;
}

const UNAVAILABLE = 'File storage is not answering right now. Please try again in a moment.';

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces…), signed
 * with AWS Signature V4, so several server processes on different machines see the same uploads.
 * Objects stay private in the bucket; the server reads them back for /uploads and the admin's
 * permit download, so a bucket policy never has to be opened to the public.
 */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // aws4fetch retries 5xx and network errors ten times by default; an upload should fail fast instead.
    retries: 2,
    initRetryMs: 100,
  });
  const endpoint = new URL(config.endpoint);
  const base = config.pathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const urlOf = (key: string) => `${base}/${`${config.prefix}${key}`.split('/').map(encodeURIComponent).join('/')}`;

  async function send(method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}) {
    try {
      return await client.fetch(urlOf(key), {
        method,
        // A copy typed as fetch wants it (the typed-array constructor copies in one go).
        body: init.body ? new Uint8Array(init.body) : undefined,
        headers: init.headers,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new AppError('unavailable', UNAVAILABLE, {}, { cause: error });
    }
  }

  async function refused(response: Response, what: string): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    // The bucket's answer is for the operator's log (via the cause), not for the user.
    throw new AppError('unavailable', UNAVAILABLE, {}, { cause: new Error(`S3 ${what} answered HTTP ${response.status}: ${detail}`) });
  }

  return {
    description: `S3-compatible bucket ${config.bucket} at ${endpoint.host}${config.prefix ? ` (prefix ${config.prefix})` : ''}`,
    async put(folder, name, bytes, contentType) {
      const path = publicPath(folder, name);
      const body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
      const response = await send('PUT', storageKey(path)!, {
        body,
        headers: {
          'content-type': contentType,
          // The signed payload hash lets the bucket reject bytes changed on the way.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      });
      if (!response.ok) await refused(response, `PUT ${path}`);
      await response.body?.cancel();
      return path;
    },
    async get(path) {
      const key = storageKey(path);
      if (key === null) return null;
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return refused(response, `GET ${path}`);
      const length = response.headers.get('content-length');
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: length === null ? undefined : Number(length),
      };
    },
    async remove(path) {
      const key = storageKey(path);
      if (key === null) return;
      const response = await send('DELETE', key);
      await response.body?.cancel();
      // S3 answers 204 whether or not the object existed; anything else is worth a log line, not a failed request.
      if (!response.ok && response.status !== 404) await refused(response, `DELETE ${path}`);
    },
  };
}
