import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STOREFRONT_TOTAL_CAP } from '@sokoni/domain/contracts/catalog';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupPartner } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';

let t: TestApp;
let big: string;
let small: string;

const list = async (query: Record<string, string>) => {
  const res = await t.call({ method: 'GET', url: '/api/storefront', query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { name: string }[]; nextCursor: string | null; total?: number; totalCapped?: boolean };
};

beforeAll(async () => {
  t = await createTestApp();
  big = (await signupPartner(t, { businessName: 'Wholesale Depot' })).id;
  small = (await signupPartner(t, { businessName: 'Corner Kiosk' })).id;
  await insertProducts(
    t,
    big,
    Array.from({ length: STOREFRONT_TOTAL_CAP + 5 }, (_, i) => ({ name: `Bulk Item ${i}`, category: 'Groceries', price: 100 + i })),
  );
  await insertProducts(t, small, [
    { name: 'Samosa', category: 'Food' },
    { name: 'Chapati', category: 'Food' },
    { name: 'Mandazi', category: 'Food', discountedPrice: 20 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/storefront?withTotal=true: a total capped at STOREFRONT_TOTAL_CAP', () => {
  it('answers the cap and totalCapped when more products match', async () => {
    const body = await list({ limit: '24', withTotal: 'true' });
    expect(body.total).toBe(STOREFRONT_TOTAL_CAP);
    expect(body.totalCapped).toBe(true);
    expect(body.items).toHaveLength(24);
  });

  it('answers the exact number below the cap, whatever the filter', async () => {
    expect(await list({ category: 'Food', withTotal: 'true' })).toMatchObject({ total: 3, totalCapped: false });
    expect(await list({ view: 'offers', withTotal: '1' })).toMatchObject({ total: 1, totalCapped: false });
    expect(await list({ q: 'bulk item 99', withTotal: 'true' })).toMatchObject({ total: 11, totalCapped: false });
    expect(await list({ shop: 'Corner Kiosk', withTotal: 'true', sort: 'price_low_high' })).toMatchObject({ total: 3, totalCapped: false });
  });

  it('counts pages past the end and pages after a cursor the same way', async () => {
    const past = await list({ category: 'Food', offset: '10', limit: '5', withTotal: 'true' });
    expect(past).toMatchObject({ items: [], total: 3, totalCapped: false });
    const first = await list({ category: 'Food', limit: '2' });
    const second = await list({ category: 'Food', limit: '2', cursor: first.nextCursor!, withTotal: 'true' });
    expect(second).toMatchObject({ total: 3, totalCapped: false });
    expect(second.items).toHaveLength(1);
  });

  it('stays correct as products and stores change', async () => {
    // Written straight to the database here: a kept answer is dropped when PostgreSQL's change
    // notification arrives (decision 032), a moment after the commit rather than with it.
    const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 10 });
    await insertProducts(t, small, [{ name: 'Bhajia', category: 'Food' }]);
    await soon(async () => expect((await list({ category: 'Food', withTotal: 'true' })).total).toBe(4));
    await setSuspended(t, big, true);
    await soon(async () => expect(await list({ withTotal: 'true' })).toMatchObject({ total: 4, totalCapped: false }));
    await setSuspended(t, big, false);
    await soon(async () => expect(await list({ withTotal: 'true' })).toMatchObject({ total: STOREFRONT_TOTAL_CAP, totalCapped: true }));
  });

  it('leaves the total out unless asked for', async () => {
    const body = await list({ limit: '5' });
    expect(body.total).toBeUndefined();
    expect(body.totalCapped).toBeUndefined();
  });
});
