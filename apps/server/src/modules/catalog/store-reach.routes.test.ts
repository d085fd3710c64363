import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';

/** A customer in Nakuru town centre. */
const NAKURU = 'near=-0.303099,36.080025&town=Nakuru';

let t: TestApp;
let nakuruNear: Created;
let nakuruEdge: Created;
let nairobi: Created;
let mombasa: Created;

interface Reach {
  deliversHere: boolean;
  distanceKm: number;
  radiusKm: number;
  deliveryFee: number;
}
type WithReach = { _id: string; reach?: Reach };

beforeAll(async () => {
  t = await createTestApp();
  // Listed in an order unlike the distances, so sorting is what puts them right.
  nairobi = await signupPartner(t, { businessName: 'Reach Nairobi Deli', town: 'Nairobi', location: '-1.2833,36.8167' });
  nakuruEdge = await signupPartner(t, { businessName: 'Reach Lanet Grocer', town: 'Nakuru', location: '-0.2700,36.1400' });
  mombasa = await signupPartner(t, { businessName: 'Reach Nyali Juices', town: 'Mombasa', location: '-4.0435,39.7100' });
  nakuruNear = await signupPartner(t, { businessName: 'Reach Kenyatta Avenue Market', town: 'Nakuru', location: '-0.2850,36.0700' });
  await insertProducts(t, nairobi.id, [{ name: 'Reachable Mango Juice', price: 200, inventory: 5 }]);
  await insertProducts(t, nakuruNear.id, [{ name: 'Reachable Mango Chutney', price: 150, inventory: 5 }]);
  await insertProducts(t, mombasa.id, [{ name: 'Reachable Mango Pickle', price: 180, inventory: 5 }]);
});
afterAll(async () => {
  await t?.close();
});

const ours = <T extends WithReach>(list: T[]) => list.filter((s) => [nakuruNear, nakuruEdge, nairobi, mombasa].some((c) => c.id === s._id));

describe('GET /api/partners?near=', () => {
  it('lists the stores that deliver to the place first, nearest first, then the others nearest first, with distance and fee', async () => {
    const res = await t.call({ method: 'GET', url: `/api/partners?${NAKURU}` });
    expect(res.statusCode).toBe(200);
    const stores = ours(res.json() as WithReach[]);
    expect(stores.map((s) => s._id)).toEqual([nakuruNear.id, nakuruEdge.id, nairobi.id, mombasa.id]);
    expect(stores.map((s) => s.reach?.deliversHere)).toEqual([true, true, false, false]);
    expect(stores[0]!.reach).toMatchObject({ radiusKm: 10, deliveryFee: 100 });
    expect(stores[2]!.reach!.distanceKm).toBeGreaterThan(90);
    expect(stores[2]!.reach!.deliveryFee).toBeGreaterThan(3000);
  });

  it('puts a paused store after the open ones that deliver there, however near it is', async () => {
    const pause = await t.call({ method: 'POST', url: `/api/partners/${nakuruNear.id}/pause`, token: nakuruNear.token, payload: { minutes: 30 } });
    expect(pause.statusCode, pause.body).toBe(200);
    try {
      const stores = ours((await t.call({ method: 'GET', url: `/api/partners?${NAKURU}` })).json() as WithReach[]);
      expect(stores.map((s) => s._id)).toEqual([nakuruEdge.id, nakuruNear.id, nairobi.id, mombasa.id]);
    } finally {
      await t.call({ method: 'DELETE', url: `/api/partners/${nakuruNear.id}/pause`, token: nakuruNear.token });
    }
  });

  it('pages through the same order with limit and cursor', async () => {
    const all = (await t.call({ method: 'GET', url: `/api/partners?${NAKURU}` })).json() as WithReach[];
    const first = (await t.call({ method: 'GET', url: `/api/partners?${NAKURU}&limit=2` })).json() as { items: WithReach[]; nextCursor: string };
    const second = (await t.call({ method: 'GET', url: `/api/partners?${NAKURU}&limit=2&cursor=${first.nextCursor}` })).json() as { items: WithReach[] };
    expect([...first.items, ...second.items].map((s) => s._id)).toEqual(all.slice(0, 4).map((s) => s._id));
  });

  it("follows a store's own radius, set from its dashboard", async () => {
    const set = await t.call({ method: 'PUT', url: `/api/partners/${nairobi.id}`, token: nairobi.token, payload: { deliveryRadiusKm: 200 } });
    expect(set.statusCode).toBe(200);
    expect(set.json().deliveryRadiusKm).toBe(200);
    const stores = ours((await t.call({ method: 'GET', url: `/api/partners?${NAKURU}` })).json() as WithReach[]);
    expect(stores.map((s) => s._id)).toEqual([nakuruNear.id, nakuruEdge.id, nairobi.id, mombasa.id]);
    expect(stores[2]!.reach).toMatchObject({ deliversHere: true, radiusKm: 200 });
    await t.call({ method: 'PUT', url: `/api/partners/${nairobi.id}`, token: nairobi.token, payload: { deliveryRadiusKm: null } });
  });

  it('refuses a radius out of range and a place that is not a point', async () => {
    const radius = await t.call({ method: 'PUT', url: `/api/partners/${nairobi.id}`, token: nairobi.token, payload: { deliveryRadiusKm: 0 } });
    expect(radius.statusCode).toBe(400);
    expect(radius.json().message).toContain('at least 1 km');
    const place = await t.call({ method: 'GET', url: '/api/partners?near=Nakuru' });
    expect(place.statusCode).toBe(400);
    expect(place.json().message).toContain("near must be a map point as 'lat,lng'");
  });

  it('keeps the best-rated order and no reach without a place', async () => {
    const stores = (await t.call({ method: 'GET', url: '/api/partners' })).json() as WithReach[];
    expect(stores.every((s) => s.reach === undefined)).toBe(true);
  });
});

describe('GET /api/storefront?near=&reach=', () => {
  it('splits the products into those of delivering stores and the ones further away, each with its reach', async () => {
    const near = (await t.call({ method: 'GET', url: `/api/storefront?q=reachable&${NAKURU}&reach=near&withTotal=true` })).json();
    expect(near.items.map((p: { name: string }) => p.name)).toEqual(['Reachable Mango Chutney']);
    expect(near.total).toBe(1);
    expect(near.items[0].reach).toMatchObject({ deliversHere: true });
    const far = (await t.call({ method: 'GET', url: `/api/storefront?q=reachable&${NAKURU}&reach=far` })).json();
    expect(far.items.map((p: { name: string }) => p.name).sort()).toEqual(['Reachable Mango Juice', 'Reachable Mango Pickle']);
    expect(far.items.every((p: { reach: Reach }) => !p.reach.deliversHere && p.reach.deliveryFee > 1000)).toBe(true);
  });
});

describe('GET /api/search?near=', () => {
  it('suggests the stores and products that deliver to the place first', async () => {
    const res = (await t.call({ method: 'GET', url: `/api/search?q=reach&${NAKURU}` })).json() as { partners: WithReach[]; products: { name: string; reach: Reach }[] };
    expect(ours(res.partners).map((s) => s._id)).toEqual([nakuruNear.id, nakuruEdge.id, nairobi.id, mombasa.id]);
    const names = (await t.call({ method: 'GET', url: `/api/search?q=reachable&${NAKURU}` })).json() as { products: { name: string; reach: Reach }[] };
    expect(names.products[0]).toMatchObject({ name: 'Reachable Mango Chutney', reach: { deliversHere: true } });
  });
});

describe("the operator's account", () => {
  it('is not a shop in any public list, search or store page', async () => {
    const admin = await signupAdmin(t);
    const lists = [
      (await t.call({ method: 'GET', url: '/api/partners' })).json() as WithReach[],
      (await t.call({ method: 'GET', url: `/api/partners?${NAKURU}` })).json() as WithReach[],
    ];
    for (const list of lists) expect(list.map((s) => s._id)).not.toContain(admin.id);
    const name = admin.body.partner.businessName;
    const search = (await t.call({ method: 'GET', url: `/api/search?q=${encodeURIComponent(name)}` })).json() as { partners: { _id: string }[] };
    expect(search.partners.map((p) => p._id)).not.toContain(admin.id);
    expect((await t.call({ method: 'GET', url: `/api/partners/${admin.id}` })).statusCode).toBe(404);
  });
});
