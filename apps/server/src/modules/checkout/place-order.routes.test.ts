import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { partnerNotifications, statusHistory } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts, setSuspended } from '../../../test/helpers/products.ts';
import { inventoryOf, orderCount, orderPayload, placeOrder, quote } from '../../../test/helpers/orders.ts';

let t: TestApp;
let customer: Created;
let nairobiShop: Created;
let thikaShop: Created;
let chapati: string;
let sukuma: string;
let juice: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  nairobiShop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  thikaShop = await signupPartner(t, { town: 'Thika', location: '-1.0333,37.0693' });
  // Thika is ~40 km from the Nairobi customers: this shop delivers that far.
  await t.call({ method: 'PUT', url: `/api/partners/${thikaShop.id}`, token: thikaShop.token, payload: { deliveryRadiusKm: 60 } });
  [chapati, sukuma] = await insertProducts(t, nairobiShop.id, [
    { name: 'Chapati', price: 30, inventory: 100 },
    { name: 'Sukuma Wiki', price: 50, discountedPrice: 40, inventory: 100 },
  ]) as [string, string];
  [juice] = (await insertProducts(t, thikaShop.id, [{ name: 'Passion Juice', price: 120, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/delivery/quote', () => {
  it('charges the base fee for one shop nearby', async () => {
    const q = await quote(t, [{ product: chapati, quantity: 2 }]);
    expect(q).toMatchObject({ fee: 100, option: 'platform', breakdown: { extraKm: 0, shopLocations: 1, otherTown: false } });
    expect(q.shops).toEqual([expect.objectContaining({ _id: nairobiShop.id, town: 'Nairobi', distanceKm: expect.any(Number) })]);
  });

  it('adds distance, a second location and the other-town surcharge for a shop in Thika', async () => {
    const q = await quote(t, [{ product: chapati, quantity: 1 }, { product: juice, quantity: 1 }]);
    const breakdown = q.breakdown as { farthestKm: number; extraKm: number; shopLocations: number; otherTown: boolean };
    expect(breakdown).toMatchObject({ shopLocations: 2, otherTown: true });
    expect(breakdown.farthestKm).toBeGreaterThan(40);
    expect(q.fee).toBe(Math.ceil(100 + breakdown.extraKm * 25 + 30 + 200 - 0.25)); // extraKm is shown rounded to 2 decimals
  });

  it('is free for own delivery', async () => {
    expect((await quote(t, [{ product: juice, quantity: 1 }], { option: 'own' })).fee).toBe(0);
  });

  it('refuses a customer pin outside Kenya', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: { items: [{ product: chapati, quantity: 1 }], delivery: { town: 'Kampala', location: '0.3476,32.5825', option: 'platform' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('within Kenya');
  });
});

describe('POST /api/orders/place', () => {
  it('places an order split into one sub-order per shop, priced from the database', async () => {
    const emit = vi.spyOn(t.realtime, 'emit');
    const items = [
      { product: chapati, quantity: 3, price: 1, shop: { shopName: 'whatever' } },
      { product: sukuma, quantity: 2, price: 0.01 },
      { product: juice, quantity: 1, price: 5 },
    ];
    const payload = await orderPayload(t, customer, items);
    const res = await placeOrder(t, customer, items, { payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.orderId).toMatch(/^SKN-\d{8}-\d{6}$/);
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.message).toBe('Order placed!');
    const order = body.order;
    const user = customer.body.user as Record<string, string>;
    expect(order).toMatchObject({
      _id: body._id,
      orderId: body.orderId,
      user: { _id: customer.id, names: user.names, username: user.username, phoneNumber: user.phoneNumber },
      delivery: { town: 'Nairobi', location: '-1.2921,36.8219', fee: payload.delivery.fee, option: 'platform' },
      // 3 x 30 + 2 x 40 (discounted) + 1 x 120: the tampered prices are ignored
      total: 290,
      status: 'Pending',
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      assignedDriver: null,
      deliveredAt: null,
    });
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ product: { _id: chapati, name: 'Chapati' }, quantity: 3, price: 30, shop: { _id: nairobiShop.id, shopName: (nairobiShop.body.partner as { businessName: string }).businessName } }),
        expect.objectContaining({ product: { _id: sukuma, name: 'Sukuma Wiki' }, quantity: 2, price: 40 }),
        expect.objectContaining({ product: { _id: juice, name: 'Passion Juice' }, quantity: 1, price: 120 }),
      ]),
    );
    expect(order.subOrders).toHaveLength(2);
    const byShop = (id: string) => order.subOrders.find((s: { shop: { _id: string } }) => s.shop._id === id);
    const [first, second] = [byShop(nairobiShop.id), byShop(thikaShop.id)];
    expect(first).toMatchObject({ shop: { _id: nairobiShop.id, location: '-1.2833,36.8167' }, status: 'Pending', total: 170, parentOrder: { _id: body._id, orderId: body.orderId, deliveredBy: null, deliveredByPhone: null, deliveredAt: null } });
    expect(first.items).toHaveLength(2);
    expect(second).toMatchObject({ shop: { _id: thikaShop.id }, total: 120, items: [expect.objectContaining({ quantity: 1, price: 120 })] });

    expect(await inventoryOf(t, chapati)).toBe(97);
    expect(await inventoryOf(t, sukuma)).toBe(98);
    expect(await inventoryOf(t, juice)).toBe(99);

    const notes = await t.database.db.select().from(partnerNotifications).where(eq(partnerNotifications.orderId, body._id));
    expect(notes.map((n) => n.partnerId).sort()).toEqual([nairobiShop.id, thikaShop.id].sort());
    expect(notes[0]!.message).toContain(body.orderId);
    expect(emit).toHaveBeenCalledWith(`partner:${nairobiShop.id}`, 'newSubOrder', expect.objectContaining({ subOrderId: first._id, orderId: body._id }));
    expect(emit).toHaveBeenCalledWith(`partner:${thikaShop.id}`, 'newSubOrder', expect.objectContaining({ subOrderId: second._id }));
    emit.mockRestore();

    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.orderId, body._id));
    expect(history).toHaveLength(3);
    expect(history.every((h) => h.toStatus === 'Pending' && h.actorId === customer.id)).toBe(true);
  });

  it('answers with the order exactly as the order page reads it back', async () => {
    const [kaimati, tea] = (await insertProducts(t, nairobiShop.id, [
      { name: 'Kaimati', price: 10, inventory: 20 },
      { name: 'Chai Masala', price: 150, discountedPrice: 135.5, inventory: 20 },
    ])) as [string, string];
    const [mango] = (await insertProducts(t, thikaShop.id, [{ name: 'Mango', price: 25.25, inventory: 20 }])) as [string];
    const items = [
      { product: mango, quantity: 2 },
      { product: kaimati, quantity: 1 },
      { product: tea, quantity: 3 },
    ];
    const res = await placeOrder(t, customer, items);
    expect(res.statusCode).toBe(201);
    const placed = res.json().order as Record<string, unknown>;
    const read = await t.call({ method: 'GET', url: `/api/orders/${placed._id as string}`, token: customer.token });
    expect(read.statusCode).toBe(200);
    const { history: _history, ...order } = read.json() as Record<string, unknown>;
    expect(placed).toEqual(order);
  });

  it('refuses a fee that differs from the server fee with 409 and the current fee, writing nothing', async () => {
    const before = await orderCount(t, customer.id);
    const items = [{ product: chapati, quantity: 1 }];
    const res = await placeOrder(t, customer, items, { delivery: { fee: 99 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ fee: 100, message: expect.stringContaining('100'), error: expect.stringContaining('100') });
    expect(await orderCount(t, customer.id)).toBe(before);
  });

  it("refuses someone else's userId with 403", async () => {
    const other = await signupCustomer(t);
    const payload = await orderPayload(t, other, [{ product: chapati, quantity: 1 }]);
    const res = await placeOrder(t, customer, [], { payload });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'You can only place orders for your own account.', error: 'You can only place orders for your own account.' });
    expect(await orderCount(t, other.id)).toBe(0);
  });

  it('needs a customer token', async () => {
    const payload = await orderPayload(t, customer, [{ product: chapati, quantity: 1 }]);
    const anonymous = await t.call({ method: 'POST', url: '/api/orders/place', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(anonymous.json().message);
    const asShop = await t.call({ method: 'POST', url: '/api/orders/place', payload, token: nairobiShop.token });
    expect(asShop.statusCode).toBe(403);
  });

  it('refuses more than is in stock with 409 naming the product and what is left; nothing is written', async () => {
    const [scarce] = (await insertProducts(t, nairobiShop.id, [{ name: 'Mandazi', price: 10, inventory: 3 }])) as [string];
    const before = await orderCount(t, customer.id);
    const res = await placeOrder(t, customer, [{ product: chapati, quantity: 1 }, { product: scarce, quantity: 4 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Sorry, only 3 of Mandazi left in stock.', error: 'Sorry, only 3 of Mandazi left in stock.', available: 3, product: scarce });
    expect(await inventoryOf(t, scarce)).toBe(3);
    expect(await inventoryOf(t, chapati)).toBe(97);
    expect(await orderCount(t, customer.id)).toBe(before);
    const soldOut = await placeOrder(t, customer, [{ product: scarce, quantity: 3 }]);
    expect(soldOut.statusCode).toBe(201);
    const again = await placeOrder(t, customer, [{ product: scarce, quantity: 1 }]);
    expect(again.json().message).toBe('Sorry, Mandazi is out of stock.');
  });

  it('accepts only cash on delivery for now', async () => {
    const payload = { ...(await orderPayload(t, customer, [{ product: chapati, quantity: 1 }])), paymentMethod: 'Mpesa' };
    const res = await placeOrder(t, customer, [], { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This payment method is coming soon.', error: 'This payment method is coming soon.' });
  });

  it('takes own delivery at fee 0 and refuses a fee on it', async () => {
    const items = [{ product: juice, quantity: 1 }];
    const ok = await placeOrder(t, customer, items, { delivery: { option: 'own' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().order.delivery).toMatchObject({ option: 'own', fee: 0 });
    const charged = await placeOrder(t, customer, items, { delivery: { option: 'own', fee: 150 } });
    expect(charged.statusCode).toBe(409);
    expect(charged.json().fee).toBe(0);
  });

  it.each([
    ['an empty cart', { items: [] }, 'Your cart is empty.'],
    ['a zero quantity', { items: [{ quantity: 0 }] }, 'quantity must be at least 1'],
    ['a fractional quantity', { items: [{ quantity: 1.5 }] }, 'quantity must be a whole number'],
    ['a quantity over 99', { items: [{ quantity: 100 }] }, 'quantity must be at most 99'],
    ['a missing fee', { fee: null }, 'Please wait for delivery fee to be calculated.'],
  ] as [string, { items?: Record<string, number>[]; fee?: null }, string][])('refuses %s with 400', async (_, change, message) => {
    const base = await orderPayload(t, customer, [{ product: chapati, quantity: 1 }]);
    const items = change.items?.map((i) => ({ product: chapati, quantity: 1, ...i }));
    const payload = { ...base, ...(items ? { items } : {}), ...('fee' in change ? { delivery: { ...base.delivery, fee: change.fee } } : {}) };
    const res = await placeOrder(t, customer, [], { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().error).toBe(res.json().message);
  });

  it('refuses more than 50 different lines', async () => {
    const ids = await insertProducts(t, nairobiShop.id, Array.from({ length: 51 }, (_, i) => ({ name: `Item ${i}`, inventory: 5 })));
    const payload = { userId: customer.id, items: ids.map((product) => ({ product, quantity: 1 })), delivery: { town: 'Nairobi', location: '-1.2921,36.8219', fee: 100, option: 'platform' }, paymentMethod: 'COD' };
    const res = await placeOrder(t, customer, [], { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 50');
  });

  it('refuses unknown products and products of a suspended shop', async () => {
    const unknown = await placeOrder(t, customer, [], {
      payload: { userId: customer.id, items: [{ product: 'a'.repeat(24), quantity: 1 }], delivery: { town: 'Nairobi', location: '-1.2921,36.8219', fee: 100, option: 'platform' }, paymentMethod: 'COD' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('no longer available');
    const shop = await signupPartner(t);
    const [product] = (await insertProducts(t, shop.id, [{ name: 'Banned', inventory: 5 }])) as [string];
    const payload = await orderPayload(t, customer, [{ product, quantity: 1 }]);
    await setSuspended(t, shop.id, true);
    const res = await placeOrder(t, customer, [], { payload });
    expect(res.statusCode).toBe(400);
    expect(await inventoryOf(t, product)).toBe(5);
  });
});
