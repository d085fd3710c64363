import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/helpers/fake-s3.ts';
import { AppError } from '../../lib/errors.ts';
import { createS3Storage, type S3Config } from './s3-storage.ts';

let s3: FakeS3;
let config: S3Config;

beforeAll(async () => {
  s3 = await startFakeS3();
  config = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    prefix: '',
    pathStyle: true,
    timeoutMs: 2000,
  };
});
afterAll(() => s3?.close());
beforeEach(() => {
  s3.failWith = null;
  s3.objects.clear();
  s3.log.length = 0;
});

describe('S3-compatible storage', () => {
  it('stores, reads back and deletes a file under its public path, with signed requests', async () => {
    const storage = createS3Storage(config);
    const path = await storage.put('products', 'abc.webp', Buffer.from('picture bytes'), 'image/webp');
    expect(path).toBe('/uploads/products/abc.webp');
    expect(s3.objects.get('products/abc.webp')).toMatchObject({ contentType: 'image/webp', body: Buffer.from('picture bytes') });

    const file = await storage.get(path);
    expect(file).toMatchObject({ contentType: 'image/webp', size: 13 });
    expect(await text(file!.body)).toBe('picture bytes');

    await storage.remove(path);
    expect(s3.objects.has('products/abc.webp')).toBe(false);
    expect(await storage.get(path)).toBeNull();
    expect(s3.log).toEqual(['PUT products/abc.webp 200', 'GET products/abc.webp 200', 'DELETE products/abc.webp 204', 'GET products/abc.webp 404']);
  });

  it('keeps every key under the configured prefix, and nested seed folders work', async () => {
    const storage = createS3Storage({ ...config, prefix: 'nakuru/' });
    const path = await storage.put('seed/products/mama-oliech', 'fish.svg', '<svg/>', 'image/svg+xml');
    expect(path).toBe('/uploads/seed/products/mama-oliech/fish.svg');
    expect([...s3.objects.keys()]).toEqual(['nakuru/seed/products/mama-oliech/fish.svg']);
    expect(await text((await storage.get(path))!.body)).toBe('<svg/>');
  });

  it('never sends a request for a path that is not one of ours', async () => {
    const storage = createS3Storage(config);
    for (const path of ['/uploads/../etc/passwd', '/etc/passwd', '/uploads/products/..', '/uploads/x', 'https://elsewhere/uploads/a/b.webp']) {
      expect(await storage.get(path)).toBeNull();
      await storage.remove(path);
    }
    expect(s3.log).toEqual([]);
    await expect(storage.put('products', '../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a storable/i);
  });

  it('a bucket that refuses the signature (wrong secret) fails the upload with a 503 and a readable message', async () => {
    const storage = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    const failure = await storage.put('products', 'x.webp', Buffer.from('x'), 'image/webp').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ statusCode: 503, message: expect.stringMatching(/storage is not answering/i) });
    expect(String((failure as AppError).cause)).toMatch(/403/);
    expect(s3.objects.size).toBe(0);
  });

  it('a store that is down or erroring gives a 503, after a couple of quick retries', async () => {
    s3.failWith = 500;
    const storage = createS3Storage(config);
    await expect(storage.put('products', 'x.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ statusCode: 503 });
    expect(s3.log.filter((line) => line.startsWith('PUT'))).toHaveLength(3);
    const unreachable = createS3Storage({ ...config, endpoint: 'http://127.0.0.1:9' });
    await expect(unreachable.get('/uploads/products/x.webp')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('addresses the bucket as a host name when path-style is off (AWS virtual-hosted style)', async () => {
    const requests: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    try {
      const storage = createS3Storage({ ...config, endpoint: 'https://s3.af-south-1.amazonaws.com', pathStyle: false });
      await storage.remove('/uploads/products/a.webp');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(requests).toEqual(['https://sokoni-test.s3.af-south-1.amazonaws.com/products/a.webp']);
  });
});
