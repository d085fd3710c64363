import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let photo: string;

beforeAll(async () => {
  t = await createTestApp();
  // A 1600 x 1000 photo as uploads store them (WebP).
  const bytes = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c0392b' } }).webp().toBuffer();
  photo = await t.services.storage.put('products', 'abcdef0123456789abcdef01.webp', bytes, 'image/webp');
});
afterAll(async () => {
  await t?.close();
});

const fetchPicture = (url: string, accept = 'image/avif,image/webp,*/*') => t.call({ method: 'GET', url, headers: { accept } });
const sizeOf = async (body: Buffer) => sharp(body).metadata();

describe('pictures at the width a screen needs', () => {
  it('answers WebP at the width asked, cached for a year and varying by Accept', async () => {
    const res = await fetchPicture(`${photo}?w=320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/Accept/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sizeOf(res.rawPayload)).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(res.rawPayload.length).toBeLessThan((await fetchPicture(photo)).rawPayload.length);
  });

  it('answers JPEG to a browser that does not take WebP', async () => {
    const res = await fetchPicture(`${photo}?w=160`, 'image/png,image/*;q=0.8');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sizeOf(res.rawPayload)).toMatchObject({ format: 'jpeg', width: 160 });
  });

  it('rounds other widths up to the next size and never enlarges', async () => {
    expect(await sizeOf((await fetchPicture(`${photo}?w=500`)).rawPayload)).toMatchObject({ width: 640 });
    expect(await sizeOf((await fetchPicture(`${photo}?w=4000`)).rawPayload)).toMatchObject({ width: 1280 });
  });

  it('makes each size once and keeps it', async () => {
    await fetchPicture(`${photo}?w=640`);
    const kept = await t.services.storage.get('/uploads/sized/products/abcdef0123456789abcdef01.webp.w640.webp');
    expect(kept).not.toBeNull();
    const again = await fetchPicture(`${photo}?w=640`);
    expect(await sizeOf(again.rawPayload)).toMatchObject({ width: 640 });
    const etag = again.headers['etag'] as string;
    expect((await t.call({ method: 'GET', url: `${photo}?w=640`, headers: { accept: 'image/webp', 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('refuses a width that is not a number, and answers 404 for a missing picture or a permit', async () => {
    expect((await fetchPicture(`${photo}?w=wide`)).statusCode).toBe(400);
    expect((await fetchPicture('/uploads/products/missing.webp?w=320')).statusCode).toBe(404);
    await t.services.storage.put('permits', 'permit.webp', await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).webp().toBuffer(), 'image/webp');
    expect((await fetchPicture('/uploads/permits/permit.webp?w=320')).statusCode).toBe(404);
    expect((await fetchPicture('/uploads/permits/permit.webp')).statusCode).toBe(404);
  });

  it('serves the original without w, as before', async () => {
    const res = await fetchPicture(photo);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sizeOf(res.rawPayload)).toMatchObject({ width: 1600 });
  });
});
