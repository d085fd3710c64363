import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, deliveryPinOf, makeReady, markDelivered, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { heard, openSocket } from '../../../test/helpers/live-socket.ts';

let t: TestApp;
let base: string;
const sockets: Socket[] = [];
let customer: Created;
let shop: Created;
let admin: Created;
let pilau: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [customer, shop, admin] = await Promise.all([signupCustomer(t), signupPartner(t), signupAdmin(t)]);
  [pilau] = (await insertProducts(t, shop.id, [{ name: 'Pilau', price: 250, inventory: 1000 }])) as [string];
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } }).png().toBuffer();
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

/** Accepted by a new driver and collected: the driver is at the door. */
async function atTheDoor() {
  const driver = await approvedDriver(t);
  const order = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
  await makeReady(t, order, [shop]);
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
  return { driver, order };
}
const wrongPinFor = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the delivery PIN', () => {
  it("is shown to the order's customer only", async () => {
    const { driver, order } = await atTheDoor();
    const pin = await deliveryPinOf(t, order._id);
    expect(pin).toMatch(/^\d{4}$/);
    expect(order.deliveryPin).toBe(pin);
    const read = (who: Created) => t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: who.token }).then((r) => r.json());
    expect((await read(customer)).deliveryPin).toBe(pin);
    for (const who of [shop, driver, admin]) expect((await read(who)).deliveryPin).toBeUndefined();
    const mine = (await t.call({ method: 'GET', url: '/api/orders/my-orders', token: customer.token })).json() as { _id: string; deliveryPin: string }[];
    expect(mine.find((o) => o._id === order._id)!.deliveryPin).toBe(pin);
    const driverView = (await t.call({ method: 'GET', url: `/api/driver-orders/${order._id}`, token: driver.token })).body;
    expect(driverView).not.toContain(`"${pin}"`);
  });

  it('delivers with the right PIN and refuses a missing or wrong one, counting the wrong tries', async () => {
    const { driver, order } = await atTheDoor();
    const pin = (await deliveryPinOf(t, order._id))!;
    const missing = await markDelivered(t, driver, order._id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Enter the customer's 4-digit delivery PIN. They see it on their order page.");
    const wrong = await markDelivered(t, driver, order._id, { pin: wrongPinFor(pin) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That PIN is not right. 4 tries left.');
    expect((await orderRow(order._id)).pinAttempts).toBe(1);
    const right = await markDelivered(t, driver, order._id, { pin });
    expect(right.statusCode).toBe(200);
    expect(right.json().order.status).toBe('Delivered');
  });

  it("does not count another driver's guesses", async () => {
    const { order } = await atTheDoor();
    const stranger = await approvedDriver(t);
    expect((await markDelivered(t, stranger, order._id, { pin: '0000' })).statusCode).toBe(403);
    expect((await orderRow(order._id)).pinAttempts).toBe(0);
  });

  it('locks PIN entry after 5 wrong tries and tells the admin', async () => {
    const { driver, order } = await atTheDoor();
    const pin = (await deliveryPinOf(t, order._id))!;
    const admins = await openSocket(base, admin.token, sockets);
    for (let i = 0; i < 4; i++) expect((await markDelivered(t, driver, order._id, { pin: wrongPinFor(pin) })).statusCode).toBe(400);
    const fifth = await markDelivered(t, driver, order._id, { pin: wrongPinFor(pin) });
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toMatch(/PIN entry is locked after 5 wrong tries/);
    const right = await markDelivered(t, driver, order._id, { pin });
    expect(right.statusCode).toBe(409);
    expect((await orderRow(order._id)).status).not.toBe('Delivered');
    const flagged = await heard(admins.events, 'deliveryFlagged', { orderId: order._id });
    expect(flagged.payload.reason).toMatch(/PIN locked/);
  });

  it("'Customer not reachable' delivers with a photo and a note, flagged for the admin", async () => {
    const { driver, order } = await atTheDoor();
    const admins = await openSocket(base, admin.token, sockets);
    const send = (fields: Record<string, string>, withPhoto: boolean) =>
      t.call({
        method: 'PUT',
        url: `/api/orders/${order._id}/deliver-without-pin`,
        token: driver.token,
        ...multipart(fields, withPhoto ? [{ field: 'photo', filename: 'door.png', type: 'image/png', data: png }] : []),
      });
    const noPhoto = await send({ note: 'Left with the caretaker, Mr Kamau, at the gate' }, false);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toMatch(/Add a photo/);
    expect((await send({ note: 'gate' }, true)).statusCode).toBe(400);

    const done = await send({ note: 'Left with the caretaker, Mr Kamau, at the gate' }, true);
    expect(done.statusCode).toBe(200);
    expect(done.json().order.status).toBe('Delivered');
    const row = await orderRow(order._id);
    expect(row).toMatchObject({ deliveredWithoutPin: true, handoverNote: 'Left with the caretaker, Mr Kamau, at the gate' });
    expect(row.handoverPhoto).toBeTruthy();
    await heard(admins.events, 'deliveryFlagged', { orderId: order._id });
  });
});

describe('DELIVERY_PIN=off', () => {
  it('places orders without a PIN and delivers them as the specification says', async () => {
    const off = await createTestApp({ DELIVERY_PIN: 'off' });
    try {
      const [buyer, store] = await Promise.all([signupCustomer(off), signupPartner(off)]);
      const [chai] = (await insertProducts(off, store.id, [{ name: 'Chai', price: 40, inventory: 10 }])) as [string];
      const driver = await approvedDriver(off);
      const order = await newOrder(off, buyer, [{ product: chai, quantity: 1 }]);
      expect(order.deliveryPin).toBeNull();
      await makeReady(off, order, [store]);
      await assign(off, driver, order._id, 'accept');
      await setSubStatus(off, driver, subOf(order, store), 'OutForDelivery');
      expect((await markDelivered(off, driver, order._id, {})).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
