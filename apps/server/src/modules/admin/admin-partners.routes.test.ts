import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, partnerInput, signupAdmin, signupCustomer, signupDriver, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';

let t: TestApp;
let admin: Created;
let customer: Created;
let driver: Created;
let other: Created;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function signupWithPermit(overrides: Record<string, string>): Promise<Created> {
  const form = multipart(partnerInput(overrides), [{ field: 'businessPermit', filename: 'permit.pdf', type: 'application/pdf', data: PDF }]);
  const res = await t.call({ method: 'POST', url: '/api/signup', ...form });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().partner._id, token: res.json().token, body: res.json() };
}

const post = (url: string, token: string | undefined, payload?: unknown) => t.call({ method: 'POST', url, token, ...(payload === undefined ? {} : { payload: payload as never }) });

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, driver, other] = await Promise.all([signupAdmin(t), signupCustomer(t), signupDriver(t), signupPartner(t)]);
});
afterAll(async () => {
  await t?.close();
});

describe('who may use the store console', () => {
  it.each([
    ['GET', '/api/admin/partners'],
    ['GET', `/api/admin/partners/${'a'.repeat(24)}`],
    ['POST', `/api/admin/partners/${'a'.repeat(24)}/verify`],
    ['POST', `/api/admin/partners/${'a'.repeat(24)}/suspend`],
    ['POST', `/api/admin/partners/${'a'.repeat(24)}/reinstate`],
  ] as const)('%s %s: 401 for visitors, 403 for a store, a customer and a driver', async (method, url) => {
    const payload = method === 'POST' ? { reason: 'checking access' } : undefined;
    expect((await t.call({ method, url, payload })).statusCode).toBe(401);
    for (const who of [other, customer, driver]) {
      const res = await t.call({ method, url, token: who.token, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/admin/partners', () => {
  it('searches by name, e-mail and town, filters suspended and unverified, and pages', async () => {
    const kisumu = await signupPartner(t, { businessName: 'Lakeside Fish Kisumu', town: 'Kisumu', email: 'fish@lakeside.example' });
    const byName = await t.call({ method: 'GET', url: '/api/admin/partners', query: { q: 'lakeside fish' }, token: admin.token });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().items.map((p: { _id: string }) => p._id)).toEqual([kisumu.id]);
    const byMail = await t.call({ method: 'GET', url: '/api/admin/partners', query: { q: 'FISH@LAKESIDE' }, token: admin.token });
    expect(byMail.json().items).toHaveLength(1);
    const byTown = await t.call({ method: 'GET', url: '/api/admin/partners', query: { q: 'kisumu' }, token: admin.token });
    expect(byTown.json().items[0]).toMatchObject({ _id: kisumu.id, town: 'Kisumu', verified: false, suspended: false });
    expect(byTown.body).not.toMatch(/password|hash|tokenVersion/i);
    // % and _ are searched literally, not as wildcards.
    const wild = await t.call({ method: 'GET', url: '/api/admin/partners', query: { q: '%' }, token: admin.token });
    expect(wild.json().items).toEqual([]);

    const first = await t.call({ method: 'GET', url: '/api/admin/partners', query: { limit: '2' }, token: admin.token });
    expect(first.json().items).toHaveLength(2);
    const next = await t.call({ method: 'GET', url: '/api/admin/partners', query: { limit: '2', cursor: first.json().nextCursor }, token: admin.token });
    const seen = [...first.json().items, ...next.json().items].map((p: { _id: string }) => p._id);
    expect(new Set(seen).size).toBe(seen.length);
    const unverified = await t.call({ method: 'GET', url: '/api/admin/partners', query: { status: 'unverified' }, token: admin.token });
    expect(unverified.json().items.every((p: { verified: boolean }) => !p.verified)).toBe(true);
  });

  it('refuses a bad filter or a forged cursor with a message', async () => {
    const status = await t.call({ method: 'GET', url: '/api/admin/partners', query: { status: 'everyone' }, token: admin.token });
    expect(status.statusCode).toBe(400);
    const cursor = await t.call({ method: 'GET', url: '/api/admin/partners', query: { cursor: 'bm9wZQ' }, token: admin.token });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toMatch(/cursor/);
  });
});

describe('store detail and business permit', () => {
  it('shows the full record with the permit and activity counts', async () => {
    const shop = await signupWithPermit({ businessName: 'Permit Bakery' });
    await insertProducts(t, shop.id, [{ name: 'Bread' }, { name: 'Buns' }]);
    const res = await t.call({ method: 'GET', url: `/api/admin/partners/${shop.id}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: shop.id,
      businessName: 'Permit Bakery',
      hasBusinessPermit: true,
      businessPermit: expect.stringMatching(/^\/uploads\/permits\/[0-9a-f]{24}\.pdf$/),
      businessPermitUrl: `/api/admin/partners/${shop.id}/business-permit`,
      counts: { products: 2, subOrders: 0, deliveredSubOrders: 0, cancelledSubOrders: 0 },
    });
    expect(res.body).not.toMatch(/passwordHash|tokenVersion/);
    expect((await t.call({ method: 'GET', url: `/api/admin/partners/${'b'.repeat(24)}`, token: admin.token })).statusCode).toBe(404);
  });

  it('streams the permit to the admin and its own store only; it is never a public file', async () => {
    const shop = await signupWithPermit({ businessName: 'Private Permit Shop' });
    const url = `/api/admin/partners/${shop.id}/business-permit`;
    for (const who of [admin, shop]) {
      const res = await t.call({ method: 'GET', url, token: who.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      // Unlike public pictures, a permit may not be embedded by another site.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await t.call({ method: 'GET', url, token: other.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url, token: customer.token })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    const stored = (await t.call({ method: 'GET', url: `/api/admin/partners/${shop.id}`, token: admin.token })).json().businessPermit;
    expect((await t.call({ method: 'GET', url: stored })).statusCode).toBe(404);
  });

  it('answers 404 with a message when a store has no permit, or its path was edited to point elsewhere', async () => {
    const res = await t.call({ method: 'GET', url: `/api/admin/partners/${other.id}/business-permit`, token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no business permit/i);
    const sneaky = await signupPartner(t);
    const edit = await t.call({ method: 'PUT', url: `/api/partners/${sneaky.id}`, token: sneaky.token, payload: { businessPermit: '/uploads/permits/../../../etc/passwd' } });
    expect(edit.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/api/admin/partners/${sneaky.id}/business-permit`, token: sneaky.token })).statusCode).toBe(404);
  });
});

describe('verify', () => {
  it('verifies once, records who did it, and refuses a second time', async () => {
    const shop = await signupPartner(t);
    const res = await post(`/api/admin/partners/${shop.id}/verify`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Store verified.', partner: { _id: shop.id, verified: true } });
    const again = await post(`/api/admin/partners/${shop.id}/verify`, admin.token);
    expect(again.statusCode).toBe(409);
    const rows = await auditRowsFor(t, shop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminId: admin.id, action: 'partner.verify', targetType: 'partner' });
  });
});

describe('suspend and reinstate', () => {
  it('requires a reason of 3 to 500 characters', async () => {
    for (const payload of [undefined, {}, { reason: '  x ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await post(`/api/admin/partners/${other.id}/suspend`, admin.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/reason/);
    }
  });

  it('never suspends the admin itself or another administrator', async () => {
    const self = await post(`/api/admin/partners/${admin.id}/suspend`, admin.token, { reason: 'testing myself' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toMatch(/your own account/);
    expect((await t.call({ method: 'GET', url: '/api/partner', token: admin.token })).statusCode).toBe(200);
  });

  it('hides the store and its products from every public list and search, refuses its login and token, and records it', async () => {
    const shop = await signupPartner(t, { businessName: 'Zawadi Sweets', password: 'secret123' });
    await insertProducts(t, shop.id, [{ name: 'Zawadi Toffee', category: 'Sweets', subCategory: 'Toffee' }]);
    const visible = async () => {
      const [stores, search, all, byPartner, sub, store, storefront] = await Promise.all([
        t.call({ method: 'GET', url: '/api/partners' }),
        t.call({ method: 'GET', url: '/api/search', query: { q: 'zawadi' } }),
        t.call({ method: 'GET', url: '/api/all-products' }),
        t.call({ method: 'GET', url: `/api/products-by-partner/${shop.id}` }),
        t.call({ method: 'GET', url: '/api/product/search', query: { subcategory: 'toffee' } }),
        t.call({ method: 'GET', url: `/api/partners/${shop.id}` }),
        t.call({ method: 'GET', url: '/api/storefront', query: { q: 'zawadi' } }),
      ]);
      return {
        inGrid: JSON.stringify(stores.json()).includes(shop.id),
        inSearch: JSON.stringify(search.json()).includes('Zawadi'),
        inAllProducts: JSON.stringify(all.json()).includes('Zawadi Toffee'),
        inStorePage: JSON.stringify(byPartner.json()).includes('Zawadi Toffee'),
        inSubcategory: JSON.stringify(sub.json()).includes('Zawadi Toffee'),
        inStorefront: JSON.stringify(storefront.json()).includes('Zawadi Toffee'),
        storeStatus: store.statusCode,
      };
    };
    const shown = { inGrid: true, inSearch: true, inAllProducts: true, inStorePage: true, inSubcategory: true, inStorefront: true, storeStatus: 200 };
    expect(await visible()).toEqual(shown);

    const res = await post(`/api/admin/partners/${shop.id}/suspend`, admin.token, { reason: 'Expired business permit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partner).toMatchObject({ suspended: true, suspendedReason: 'Expired business permit' });
    expect(await visible()).toEqual({ inGrid: false, inSearch: false, inAllProducts: false, inStorePage: false, inSubcategory: false, inStorefront: false, storeStatus: 404 });

    const login = await t.call({ method: 'POST', url: '/api/login', payload: { identifier: 'Zawadi Sweets', password: 'secret123' } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your account is suspended: Expired business permit. Please contact support.');
    const token = await t.call({ method: 'GET', url: '/api/partner', token: shop.token });
    expect(token.statusCode).toBe(403);
    expect(token.json().message).toMatch(/suspended: Expired business permit/);
    expect((await post(`/api/admin/partners/${shop.id}/suspend`, admin.token, { reason: 'twice over' })).statusCode).toBe(409);

    const back = await post(`/api/admin/partners/${shop.id}/reinstate`, admin.token, { reason: 'Permit renewed' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().partner).toMatchObject({ suspended: false, suspendedReason: null });
    expect(await visible()).toEqual(shown);
    expect((await t.call({ method: 'GET', url: '/api/partner', token: shop.token })).statusCode).toBe(200);
    expect((await post(`/api/admin/partners/${shop.id}/reinstate`, admin.token, { reason: 'again' })).statusCode).toBe(409);

    const rows = await auditRowsFor(t, shop.id);
    expect(rows.map((r) => [r.action, r.reason, r.adminId])).toEqual([
      ['partner.reinstate', 'Permit renewed', admin.id],
      ['partner.suspend', 'Expired business permit', admin.id],
    ]);
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await post(`/api/admin/partners/${'c'.repeat(24)}/suspend`, admin.token, { reason: 'nobody' })).statusCode).toBe(404);
    expect((await post(`/api/admin/partners/${'c'.repeat(24)}/verify`, admin.token)).statusCode).toBe(404);
  });
});
