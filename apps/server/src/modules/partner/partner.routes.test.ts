import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, partnerInput, signupAdmin, signupCustomer, signupDriver, signupPartner } from '../../../test/helpers/accounts.ts';

let t: TestApp;
let png: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a7' } }).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/signup (store)', () => {
  it('creates a store from a multipart form with an image and a PDF permit', async () => {
    const form = multipart(partnerInput({ businessName: 'Nakuru Fresh Grocers', role: 'admin' }), [
      { field: 'profileImage', filename: 'shop.png', type: 'image/png', data: png },
      { field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: pdf },
    ]);
    const res = await t.call({ method: 'POST', url: '/api/signup', ...form });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Sign up Successful, Welcome!');
    expect(body.partner).toMatchObject({ businessName: 'Nakuru Fresh Grocers', role: 'partner', slug: 'nakuru-fresh-grocers' });
    expect(body.partner.profileImage).toMatch(/^\/uploads\/partners\/[0-9a-f]{24}\.webp$/);
    expect(body.partner.businessPermit).toMatch(/^\/uploads\/permits\/[0-9a-f]{24}\.pdf$/);
    expect(res.body).not.toMatch(/passwordHash|tokenVersion/);

    const image = await t.call({ method: 'GET', url: body.partner.profileImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/webp');
    // Permits hold identity documents: never served as public files.
    expect((await t.call({ method: 'GET', url: body.partner.businessPermit })).statusCode).toBe(404);
  });

  it('refuses a permit that is neither an image nor a PDF, whatever its name says', async () => {
    const form = multipart(partnerInput(), [{ field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: Buffer.from('<html>not a pdf</html>') }]);
    const res = await t.call({ method: 'POST', url: '/api/signup', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('businessPermit');
  });

  it.each(['businessName', 'businessType', 'contactNumber', 'email', 'idNumber', 'town', 'location', 'password'])(
    'refuses a missing %s',
    async (field) => {
      const input: Record<string, string> = partnerInput();
      delete input[field];
      const res = await t.call({ method: 'POST', url: '/api/signup', ...multipart(input) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    },
  );

  it.each([
    ['businessName', (p: ReturnType<typeof partnerInput>) => ({ businessName: p.businessName.toLowerCase() })],
    ['email', (p: ReturnType<typeof partnerInput>) => ({ email: p.email.toUpperCase() })],
    ['contactNumber', (p: ReturnType<typeof partnerInput>) => ({ contactNumber: p.contactNumber })],
  ])('refuses a duplicate %s with 409', async (field, clash) => {
    const first = partnerInput();
    await t.call({ method: 'POST', url: '/api/signup', ...multipart(first) });
    const res = await t.call({ method: 'POST', url: '/api/signup', ...multipart(partnerInput(clash(first))) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(field);
  });

  it('makes a store admin only when the server lists its e-mail and the address is proven', async () => {
    const admin = await signupAdmin(t);
    expect((await t.call({ method: 'GET', url: '/api/partner', token: admin.token })).json()).toMatchObject({ role: 'admin' });
    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: 'Platform Admin', password: 'secret123' } });
    expect(login.json()).toMatchObject({ role: 'partner', isAdmin: true });
  });
});

describe('store profile', () => {
  it('GET /api/partner answers the logged-in store and refuses other token kinds', async () => {
    const shop = await signupPartner(t);
    const own = await t.call({ method: 'GET', url: '/api/partner', token: shop.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ _id: shop.id, role: 'partner' });
    const customer = await signupCustomer(t);
    expect((await t.call({ method: 'GET', url: '/api/partner', token: customer.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/partner' })).statusCode).toBe(401);
  });

  it('GET /api/partners/:id shows the public card to others and the full record to the owner', async () => {
    const shop = await signupPartner(t);
    const visitor = await t.call({ method: 'GET', url: `/api/partners/${shop.id}` });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).not.toHaveProperty('email');
    expect(visitor.json()).not.toHaveProperty('idNumber');
    expect(visitor.json()).not.toHaveProperty('businessPermit');
    const owner = await t.call({ method: 'GET', url: `/api/partners/${shop.id}`, token: shop.token });
    expect(owner.json()).toHaveProperty('email');
    expect((await t.call({ method: 'GET', url: '/api/partners/not-an-id' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/partners/0123456789abcdef01234567' })).statusCode).toBe(404);
  });

  it('PUT /api/partners/:id lets the owner edit and never its role, verification or suspension', async () => {
    const shop = await signupPartner(t);
    const res = await t.call({
      method: 'PUT',
      url: `/api/partners/${shop.id}`,
      token: shop.token,
      payload: { description: 'Fresh every morning', role: 'admin', verified: true, suspended: false, businessPermit: 'https://evil.example/x.pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Fresh every morning', role: 'partner', verified: false, businessPermit: null });
  });

  it('PUT /api/partners/:id by another store is 403, by a customer or driver 403, without token 401', async () => {
    const a = await signupPartner(t);
    const b = await signupPartner(t);
    const customer = await signupCustomer(t);
    const driver = await signupDriver(t);
    const put = (token?: string) => t.call({ method: 'PUT', url: `/api/partners/${a.id}`, token, payload: { description: 'hacked' } });
    expect((await put(b.token)).statusCode).toBe(403);
    expect((await put(customer.token)).statusCode).toBe(403);
    expect((await put(driver.token)).statusCode).toBe(403);
    expect((await put()).statusCode).toBe(401);
    const after = await t.call({ method: 'GET', url: `/api/partners/${a.id}`, token: a.token });
    expect(after.json().description).toBeNull();
  });

  it('renaming a store moves its slug, and the slug resolves to the id', async () => {
    const shop = await signupPartner(t);
    await t.call({ method: 'PUT', url: `/api/partners/${shop.id}`, token: shop.token, payload: { businessName: 'Eldoret Electronics Hub' } });
    const res = await t.call({ method: 'GET', url: '/api/partners/slug/eldoret-electronics-hub' });
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(shop.id);
    expect((await t.call({ method: 'GET', url: '/api/partners/slug/no-such-store' })).statusCode).toBe(404);
  });

  it('upload-profile-image replaces the image of the own store only', async () => {
    const a = await signupPartner(t);
    const b = await signupPartner(t);
    const own = await t.call({ method: 'POST', url: '/api/upload-profile-image', token: a.token, ...multipart({ partnerId: a.id }, [{ field: 'profileImage', filename: 'a.png', type: 'image/png', data: png }]) });
    expect(own.statusCode).toBe(200);
    expect(own.json().profileImage).toMatch(/^\/uploads\/partners\//);
    const other = await t.call({ method: 'POST', url: '/api/upload-profile-image', token: b.token, ...multipart({ partnerId: a.id }, [{ field: 'profileImage', filename: 'a.png', type: 'image/png', data: png }]) });
    expect(other.statusCode).toBe(403);
  });
});
