import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../test/helpers/fake-daraja.ts';
import { mpesaTestApp } from '../../../test/helpers/mpesa.ts';
import { inventoryOf, orderCount, orderPayload } from '../../../test/helpers/orders.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let shop: Created;
let customers: Created[];

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  customers = await Promise.all([0, 1, 2, 3].map(() => signupCustomer(t)));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('M-Pesa checkouts at once', () => {
  it('hold exactly the 5 units left for 5 of 40 simultaneous orders, and prompt only those 5', async () => {
    const [product] = (await insertProducts(t, shop.id, [{ name: 'Last Mandazi', price: 30, inventory: 5 }])) as [string];
    const items = [{ product, quantity: 1 }];
    const payloads = await Promise.all(customers.map((c) => orderPayload(t, c, items)));
    const before = await orderCount(t);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call({
          method: 'POST',
          url: '/api/orders/place',
          token: customers[i % 4]!.token,
          payload: { ...payloads[i % 4]!, paymentMethod: 'Mpesa', mpesaPhone: `0710${String(100000 + i)}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    expect(results.filter((r) => r.statusCode === 201).every((r) => r.json().order.paymentStatus === 'AwaitingPayment')).toBe(true);
    expect(await inventoryOf(t, product)).toBe(0);
    expect((await orderCount(t)) - before).toBe(5);
    expect(fake.pushes).toHaveLength(5);
  });
});
