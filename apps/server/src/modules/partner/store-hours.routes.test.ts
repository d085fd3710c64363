import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@sokoni/domain/opening-hours';
import { partners } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { NAIROBI_CUSTOMER, placeOrder } from '../../../test/helpers/orders.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let other: Created;
let chapati: string;

/** Nairobi wall-clock 'HH:MM' `hours` from now: a range that surely does not hold the present. */
const nairobiClock = (hoursAhead: number) => new Date(Date.now() + (3 + hoursAhead) * 3_600_000).toISOString().slice(11, 16);
const weekOf = (ranges: { open: string; close: string }[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, ranges]));

const quoteNow = () =>
  t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items: [{ product: chapati, quantity: 1 }], delivery: { ...NAIROBI_CUSTOMER, option: 'platform' } } });
const storeAnswer = async () => (await t.call({ method: 'GET', url: `/api/partners/${shop.id}` })).json();

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  shop = await signupPartner(t, { businessName: 'Mama Pilau' });
  other = await signupPartner(t);
  [chapati] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('opening hours', () => {
  it('starts a new store open all day', async () => {
    const store = await storeAnswer();
    expect(store).toMatchObject({ openNow: true, paused: false, closesAt: null, opensAt: null });
    expect(store.hours.week.mon).toEqual([{ open: '00:00', close: '24:00' }]);
    expect((await quoteNow()).statusCode).toBe(200);
  });

  it('lets only the owner set hours and checks them', async () => {
    const hours = { week: weekOf([{ open: '08:00', close: '22:00' }]), closures: [] };
    const put = (token: string, payload: object = hours) => t.call({ method: 'PUT', url: `/api/partners/${shop.id}/hours`, token, payload });
    expect((await put(other.token)).statusCode).toBe(403);
    expect((await put(customer.token)).statusCode).toBe(403);
    const bad = await put(shop.token, { week: { ...hours.week, mon: [{ open: '8am', close: '22:00' }] }, closures: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/24-hour clock/);
  });

  it('refuses to quote and place while closed, naming the shop and when it opens', async () => {
    const week = weekOf([{ open: nairobiClock(2), close: nairobiClock(3) }]);
    const set = await t.call({ method: 'PUT', url: `/api/partners/${shop.id}/hours`, token: shop.token, payload: { week, closures: [{ date: '2026-12-25', note: 'Christmas' }] } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ openNow: false, hours: { closures: [{ date: '2026-12-25', note: 'Christmas' }] } });
    const store = await storeAnswer();
    expect(store.openNow).toBe(false);
    expect(Date.parse(store.opensAt) - Date.now()).toBeGreaterThan(3_600_000);

    const quoted = await quoteNow();
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json().message).toMatch(/^Mama Pilau is closed now; it opens (today|tomorrow) \d\d:\d\d\.$/);
    expect(quoted.json()).toMatchObject({ shop: { _id: shop.id }, opensAt: store.opensAt });
    const placed = await placeOrder(t, customer, [{ product: chapati, quantity: 1 }], { delivery: { fee: 100 } });
    expect(placed.statusCode).toBe(409);
  });

  it('keeps a closed store listed', async () => {
    const list = await t.call({ method: 'GET', url: '/api/partners' });
    const listed = (list.json() as { _id: string; openNow: boolean }[] | { partners: { _id: string; openNow: boolean }[] });
    const rows = Array.isArray(listed) ? listed : listed.partners;
    expect(rows.find((s) => s._id === shop.id)).toMatchObject({ openNow: false });
    const search = (await t.call({ method: 'GET', url: '/api/search', query: { q: 'Mama Pil' } })).json();
    expect(search.partners).toEqual([expect.objectContaining({ _id: shop.id, openNow: false, paused: false, opensAt: expect.any(String) })]);
    expect(search.partners[0]).not.toHaveProperty('openingHours');
  });
});

describe('pause', () => {
  beforeAll(async () => {
    await t.call({ method: 'PUT', url: `/api/partners/${shop.id}/hours`, token: shop.token, payload: { week: weekOf([{ open: '00:00', close: '24:00' }]), closures: [] } });
  });

  it('pauses new orders for the owner only, and resumes', async () => {
    expect((await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: other.token, payload: { minutes: 30 } })).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 45 } })).statusCode).toBe(400);
    const paused = await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 30, reason: 'Kitchen full' } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, openNow: false, pauseReason: 'Kitchen full' });
    const minutesLeft = (Date.parse(paused.json().pausedUntil) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(28);
    expect(minutesLeft).toBeLessThanOrEqual(30);

    const quoted = await quoteNow();
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json().message).toMatch(/^Mama Pilau has paused new orders; it opens today|tomorrow/);

    const resumed = await t.call({ method: 'DELETE', url: `/api/partners/${shop.id}/pause`, token: shop.token });
    expect(resumed.json()).toMatchObject({ paused: false, openNow: true, pausedUntil: null });
    expect((await quoteNow()).statusCode).toBe(200);
  });

  it('ends by itself once its time has passed', async () => {
    await t.database.db.update(partners).set({ pausedUntil: new Date(Date.now() - 1000) }).where(eq(partners.id, shop.id));
    expect(await storeAnswer()).toMatchObject({ paused: false, openNow: true });
    expect((await quoteNow()).statusCode).toBe(200);
  });

  it('pauses until the end of the Nairobi day', async () => {
    const res = await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 'endOfDay' } });
    expect(new Date(Date.parse(res.json().pausedUntil) + 3 * 3_600_000).toISOString().slice(11, 16)).toBe('00:00');
    await t.call({ method: 'DELETE', url: `/api/partners/${shop.id}/pause`, token: shop.token });
  });
});

describe('sold out', () => {
  const setAvailability = (token: string, payload: object) => t.call({ method: 'PUT', url: `/api/products/${chapati}/availability`, token, payload });

  it('marks a product sold out for the owner only, keeps its stock and refuses it at checkout', async () => {
    expect((await setAvailability(other.token, { available: false })).statusCode).toBe(403);
    const res = await setAvailability(shop.token, { available: false, until: 'endOfDay' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: false, inventory: 100 });
    const product = (await t.call({ method: 'GET', url: `/api/products/${chapati}` })).json();
    expect(product.available).toBe(false);
    const quoted = await quoteNow();
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json().message).toBe('Chapati is sold out today at Mama Pilau.');
  });

  it('refuses an end in the past and comes back when turned on', async () => {
    expect((await setAvailability(shop.token, { available: false, until: '2020-01-01T00:00:00Z' })).statusCode).toBe(400);
    const res = await setAvailability(shop.token, { available: true });
    expect(res.json()).toMatchObject({ available: true, soldOutUntil: null });
    expect((await quoteNow()).statusCode).toBe(200);
  });
});

describe('prep time for scheduled orders', () => {
  it('is 20 minutes unless the owner sets another', async () => {
    const put = (token: string, minutes: unknown) => t.call({ method: 'PUT', url: `/api/partners/${shop.id}/prep-time`, token, payload: { minutes } });
    expect((await put(other.token, 30)).statusCode).toBe(403);
    expect((await put(shop.token, 2)).json().message).toMatch(/at least 5/);
    const saved = await put(shop.token, 45);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().prepMinutes).toBe(45);
  });
});
