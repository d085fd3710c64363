import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let shop: Created;
let plain: string;
let offer: string;

beforeAll(async () => {
  t = await createTestApp();
  shop = await signupPartner(t, { businessName: 'Duka la Bei', town: 'Nairobi', location: '-1.2833,36.8167' });
  [plain, offer] = (await insertProducts(t, shop.id, [
    { name: 'Maziwa Lala 500ml', price: 70, subCategory: 'Dairy' },
    { name: 'Mkate Superloaf', price: 65, discountedPrice: 60, subCategory: 'Dairy' },
  ])) as [string, string];
});
afterAll(async () => {
  await t?.close();
});

type Answered = { _id: string; discountedPrice?: number | null };
/** Every product object anywhere in an answer. */
function productsIn(body: unknown): Answered[] {
  if (Array.isArray(body)) return body.flatMap(productsIn);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const own = typeof record._id === 'string' && 'price' in record && (record._id === plain || record._id === offer) ? [record as Answered] : [];
    return [...own, ...Object.values(record).flatMap(productsIn)];
  }
  return [];
}

describe('discountedPrice in product answers (contract)', () => {
  it('is absent or null for a product without a discount, never 0, in every product list and product answer', async () => {
    const urls = [
      '/api/all-products',
      `/api/product/search?subcategory=Dairy`,
      `/api/products/by-shop/${encodeURIComponent('Duka la Bei')}`,
      `/api/products-by-partner/${shop.id}`,
      `/api/products?shop=${shop.id}`,
      `/api/products/${plain}`,
      `/api/products/${offer}`,
      `/api/storefront?shop=${shop.id}`,
    ];
    for (const url of urls) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      const found = productsIn(res.json());
      expect(found.length, `${url}: ${res.body.slice(0, 400)}`).toBeGreaterThan(0);
      for (const product of found) {
        if (product._id === plain) expect(product.discountedPrice ?? null, url).toBeNull();
        else expect(product.discountedPrice, url).toBe(60);
      }
    }
  });
});

describe('GET /api/store-status', () => {
  it("says a paused shop takes no orders now and when it is back, for the grid's 'Add to cart' buttons", async () => {
    const open = await t.call({ method: 'GET', url: `/api/store-status?ids=${shop.id}` });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().stores).toEqual([expect.objectContaining({ _id: shop.id, openNow: true, paused: false })]);
    const paused = await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 30 } });
    expect(paused.statusCode, paused.body).toBe(200);
    const after = (await t.call({ method: 'GET', url: `/api/store-status?ids=${shop.id},${shop.id}` })).json();
    expect(after.stores).toEqual([expect.objectContaining({ _id: shop.id, openNow: false, paused: true, pausedUntil: expect.any(String) })]);
    expect((await t.call({ method: 'GET', url: '/api/store-status?ids=nonsense' })).statusCode).toBe(400);
  });
});
