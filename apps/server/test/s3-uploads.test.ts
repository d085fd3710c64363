import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { products } from '../src/db/schema/index.ts';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { multipart, partnerInput, signupAdmin, signupPartner, type Created } from './helpers/accounts.ts';
import { startFakeS3, type FakeS3 } from './helpers/fake-s3.ts';

/** With STORAGE=s3 every upload lives in the bucket, and the public paths still work through the server. */
let s3: FakeS3;
let t: TestApp;
let shop: Created;
let admin: Created;
let png: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const productForm = (files: { field: string; filename: string; type: string; data: Buffer }[]) =>
  multipart(
    { name: 'Bucket Mandazi', price: '20', brand: 'Mama', category: 'Food', subCategory: 'Snacks', quantity: '1', unit: 'pcs', inventory: '5', description: 'Warm.' },
    files,
  );

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({ ...s3.env(), S3_PREFIX: 'test-run' });
  [shop, admin] = await Promise.all([signupPartner(t), signupAdmin(t)]);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#27ae60' } }).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores product pictures in the bucket and serves them at their public path with long caching', async () => {
    const res = await t.call({ method: 'POST', url: '/api/products', token: shop.token, ...productForm([{ field: 'images', filename: 'a.png', type: 'image/png', data: png }]) });
    expect(res.statusCode, res.body).toBe(201);
    const [path] = res.json().images as string[];
    expect(path).toMatch(/^\/uploads\/products\/[0-9a-f]{24}\.webp$/);
    const key = `test-run/${path!.slice('/uploads/'.length)}`;
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');
    // Nothing is written to the local uploads directory.
    expect(existsSync(join(t.config.uploadsDir, 'products'))).toBe(false);

    const served = await t.call({ method: 'GET', url: path! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.rawPayload.equals(s3.objects.get(key)!.body)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const again = await t.call({ method: 'GET', url: path!, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const deleted = await t.call({ method: 'DELETE', url: `/api/products/${res.json()._id}`, token: shop.token });
    expect(deleted.statusCode).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
    expect((await t.call({ method: 'GET', url: path! })).statusCode).toBe(404);
  });

  it('keeps business permits private: only the admin route reads them from the bucket', async () => {
    const form = multipart(partnerInput({ businessName: 'Bucket Permit Shop' }), [{ field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: PDF }]);
    const signup = await t.call({ method: 'POST', url: '/api/signup', ...form });
    expect(signup.statusCode, signup.body).toBe(201);
    const id = signup.json().partner._id as string;
    const stored = (await t.call({ method: 'GET', url: `/api/admin/partners/${id}`, token: admin.token })).json().businessPermit as string;
    expect(s3.objects.get(`test-run/${stored.slice('/uploads/'.length)}`)?.body.equals(PDF)).toBe(true);

    const permit = await t.call({ method: 'GET', url: `/api/admin/partners/${id}/business-permit`, token: admin.token });
    expect(permit.statusCode).toBe(200);
    expect(permit.headers['content-type']).toBe('application/pdf');
    expect(permit.rawPayload.equals(PDF)).toBe(true);
    expect((await t.call({ method: 'GET', url: stored })).statusCode).toBe(404);
  });

  it('answers 404 for files that are not there and for paths that are not ours, without asking the bucket', async () => {
    s3.log.length = 0;
    expect((await t.call({ method: 'GET', url: '/uploads/products/000000000000000000000000.webp' })).statusCode).toBe(404);
    expect(s3.log).toEqual(['GET test-run/products/000000000000000000000000.webp 404']);
    for (const url of ['/uploads/products/%2e%2e%2fpermits%2fx.pdf', '/uploads/permits/abc.pdf', '/uploads/x']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('File not found.');
    }
    expect(s3.log).toHaveLength(1);
  });

  it('an upload while the bucket is failing answers 503 with a readable message and saves nothing', async () => {
    s3.failWith = 500;
    try {
      const res = await t.call({ method: 'POST', url: '/api/products', token: shop.token, ...productForm([{ field: 'images', filename: 'a.png', type: 'image/png', data: png }]) });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/storage is not answering right now/i);
      expect(res.json().message).not.toMatch(/InternalError|S3|127\.0\.0\.1/);
    } finally {
      s3.failWith = null;
    }
    const [row] = await t.database.db.select({ n: count() }).from(products).where(eq(products.partnerId, shop.id));
    expect(row?.n).toBe(0);
  });
});
