import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { driverInput, multipart, signupAdmin, signupCustomer, signupDriver } from '../../../test/helpers/accounts.ts';

let t: TestApp;
let png: Buffer;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } }).png().toBuffer();
  adminToken = (await signupAdmin(t)).token;
});
afterAll(async () => {
  await t?.close();
});

const photo = (field: string, data = png) => ({ field, filename: `${field}.png`, type: 'image/png', data });

describe('driver full name', () => {
  it('is kept at sign-up, returned beside the username and editable in the profile; the API still signs up without it', async () => {
    const res = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput({ fullName: '  Otieno Ochieng ' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().driver).toMatchObject({ fullName: 'Otieno Ochieng', documents: { idPhoto: false, licencePhoto: false } });

    const older = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput() });
    expect(older.statusCode).toBe(201);
    expect(older.json().driver.fullName).toBeNull();

    const edited = await t.call({ method: 'PUT', url: '/api/driver/update-profile', token: older.json().token, ...multipart({ fullName: 'Achieng Atieno' }) });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().driver.fullName).toBe('Achieng Atieno');
  });

  it('refuses a name longer than 120 characters', async () => {
    const res = await t.call({ method: 'POST', url: '/api/driver/signup', payload: driverInput({ fullName: 'x'.repeat(121) }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Full name can be at most 120 characters');
  });
});

describe('POST /api/driver/documents and the admin view', () => {
  it('stores the ID and licence photos privately and shows them to the admin only', async () => {
    const driver = await signupDriver(t);
    const res = await t.call({ method: 'POST', url: '/api/driver/documents', token: driver.token, ...multipart({}, [photo('idPhoto'), photo('licencePhoto')]) });
    expect(res.statusCode).toBe(200);
    expect(res.json().driver.documents).toEqual({ idPhoto: true, licencePhoto: true });
    // The stored path never leaves the server, and nothing under /uploads serves the folder.
    expect(res.body).not.toMatch(/driver-documents/);

    const asAdmin = await t.call({ method: 'GET', url: `/api/admin/drivers/${driver.id}/documents/id-photo`, token: adminToken });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/webp');
    expect(asAdmin.headers['cache-control']).toContain('no-store');
    expect((await sharp(asAdmin.rawPayload).metadata()).format).toBe('webp');
    expect((await t.call({ method: 'GET', url: `/api/admin/drivers/${driver.id}/documents/licence-photo`, token: adminToken })).statusCode).toBe(200);

    expect((await t.call({ method: 'GET', url: `/api/admin/drivers/${driver.id}/documents/id-photo`, token: driver.token })).statusCode).toBe(403);
    const customer = await signupCustomer(t);
    expect((await t.call({ method: 'GET', url: `/api/admin/drivers/${driver.id}/documents/id-photo`, token: customer.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/admin/drivers/${driver.id}/documents/passport`, token: adminToken })).statusCode).toBe(400);
  });

  it('replaces one photo at a time and says when none is on file', async () => {
    const driver = await signupDriver(t);
    const missing = await t.call({ method: 'GET', url: `/api/admin/drivers/${driver.id}/documents/licence-photo`, token: adminToken });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This driver has not uploaded a driving licence photo yet.');
    const res = await t.call({ method: 'POST', url: '/api/driver/documents', token: driver.token, ...multipart({}, [photo('licencePhoto')]) });
    expect(res.json().driver.documents).toEqual({ idPhoto: false, licencePhoto: true });
  });

  it('checks the files as product pictures are checked: by content, images only', async () => {
    const driver = await signupDriver(t);
    const fake = await t.call({
      method: 'POST',
      url: '/api/driver/documents',
      token: driver.token,
      ...multipart({}, [{ field: 'idPhoto', filename: 'id.png', type: 'image/png', data: Buffer.from('<html>not an image</html>') }]),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('idPhoto must be a JPEG, PNG, WebP, GIF or AVIF image.');
    const none = await t.call({ method: 'POST', url: '/api/driver/documents', token: driver.token, ...multipart({ note: 'nothing' }) });
    expect(none.statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/driver/documents', ...multipart({}, [photo('idPhoto')]) })).statusCode).toBe(401);
  });
});
