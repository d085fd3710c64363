import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, statusHistory } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { placeOrder } from '../../../test/helpers/orders.ts';
import { auditRowsFor } from '../../../test/helpers/audit.ts';
import { approvedDriver, assign, deliveryPinOf, makeReady, markDelivered, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let admin: Created;
let ugali: string;

beforeAll(async () => {
  t = await createTestApp();
  [customer, shop, admin] = await Promise.all([signupCustomer(t), signupPartner(t), signupAdmin(t)]);
  [ugali] = (await insertProducts(t, shop.id, [{ name: 'Ugali', price: 80, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

interface Attention {
  _id: string;
  kind: string;
  status: string;
  reviewedAt: string | null;
  canUnlock: boolean;
  canConfirmDelivery: boolean;
  handoverNote: string | null;
  handoverPhoto: string | null;
  delivery: { address: { landmark: string | null } };
  driver: { _id: string } | null;
}

/** Placed with a landmark, accepted and collected: the rider is at the door. */
async function atTheDoor() {
  const driver = await approvedDriver(t);
  const placed = await placeOrder(t, customer, [{ product: ugali, quantity: 1 }], { delivery: { address: { landmark: 'Next to Mama Mboga kiosk' } } });
  const order = placed.json().order as PlacedOrder;
  await makeReady(t, order, [shop]);
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
  return { driver, order };
}
async function lockedAtTheDoor() {
  const door = await atTheDoor();
  const pin = (await deliveryPinOf(t, door.order._id))!;
  const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
  for (let i = 0; i < 5; i++) await markDelivered(t, door.driver, door.order._id, { pin: wrong });
  return door;
}
const list = async (status?: 'open' | 'all') =>
  (await t.call({ method: 'GET', url: '/api/admin/deliveries/attention', token: admin.token, query: status ? { status } : {} })).json().items as Attention[];
const act = (id: string, action: 'review' | 'unlock-pin' | 'confirm-delivered', payload: Record<string, unknown> = {}) =>
  t.call({ method: 'POST', url: `/api/admin/deliveries/${id}/${action}`, token: admin.token, payload });

describe("the admin's deliveries that need attention", () => {
  it('lists a PIN-locked order with what the admin may do, and not an ordinary one', async () => {
    const { order } = await lockedAtTheDoor();
    const fine = await atTheDoor();
    const items = await list();
    const locked = items.find((i) => i._id === order._id)!;
    expect(locked).toMatchObject({ kind: 'pinLocked', status: 'OutForDelivery', reviewedAt: null, canUnlock: true, canConfirmDelivery: true });
    expect(locked.delivery.address.landmark).toBe('Next to Mama Mboga kiosk');
    expect(items.some((i) => i._id === fine.order._id)).toBe(false);
  });

  it("lists a hand-over without PIN with its note and photo, and 'Mark reviewed' takes it off the open list (audited)", async () => {
    const { driver, order } = await atTheDoor();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#27a' } }).png().toBuffer();
    const handed = await t.call({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver-without-pin`,
      token: driver.token,
      ...multipart({ note: 'Left with the watchman at the gate' }, [{ field: 'photo', filename: 'door.png', type: 'image/png', data: png }]),
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const item = (await list()).find((i) => i._id === order._id)!;
    expect(item).toMatchObject({ kind: 'withoutPin', status: 'Delivered', handoverNote: 'Left with the watchman at the gate', canUnlock: false, canConfirmDelivery: false });
    expect(item.handoverPhoto).toMatch(/^\/uploads\/handovers\//);

    const reviewed = await act(order._id, 'review', { note: 'Called the customer: all fine' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().delivery.reviewedAt).not.toBeNull();
    expect((await list()).some((i) => i._id === order._id)).toBe(false);
    expect((await list('all')).some((i) => i._id === order._id)).toBe(true);
    const [audit] = await auditRowsFor(t, order._id);
    expect(audit).toMatchObject({ action: 'delivery.review', adminId: admin.id, reason: 'Called the customer: all fine' });

    const again = await act(order._id, 'review');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This delivery has already been reviewed.');
  });

  it('unlocks PIN entry so the rider can deliver with the PIN (audited)', async () => {
    const { driver, order } = await lockedAtTheDoor();
    expect((await act(order._id, 'unlock-pin', {})).statusCode).toBe(400);
    const unlocked = await act(order._id, 'unlock-pin', { reason: 'Customer called: the rider misheard' });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().delivery).toMatchObject({ kind: 'unlocked', canUnlock: false });
    expect((await list()).some((i) => i._id === order._id)).toBe(false);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ pinAttempts: 0, pinLockedAt: null });
    expect((await auditRowsFor(t, order._id))[0]).toMatchObject({ action: 'delivery.unlockPin', reason: 'Customer called: the rider misheard' });
    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
    expect((await act(order._id, 'unlock-pin', { reason: 'Once more' })).statusCode).toBe(409);
  });

  it("confirms delivery on the customer's word through the order process (audited)", async () => {
    const { driver, order } = await lockedAtTheDoor();
    const done = await act(order._id, 'confirm-delivered', { reason: 'Customer confirmed on the phone' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().delivery).toMatchObject({ status: 'Delivered', canConfirmDelivery: false });
    expect(done.json().delivery.reviewedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'Delivered', assignedDriverId: driver.id });
    expect(row!.deliveredAt).not.toBeNull();
    const history = await t.database.db.select().from(statusHistory).where(eq(statusHistory.orderId, order._id));
    expect(history.find((h) => h.toStatus === 'Delivered' && h.subOrderId === null)).toMatchObject({ actorKind: 'admin', actorId: admin.id });
    expect((await auditRowsFor(t, order._id))[0]).toMatchObject({ action: 'delivery.confirmDelivered', reason: 'Customer confirmed on the phone' });
    const customerView = (await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token })).json();
    expect(customerView.status).toBe('Delivered');

    const twice = await act(order._id, 'confirm-delivered', { reason: 'Once more' });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses orders that were never flagged, and ids that are not ids', async () => {
    const { order } = await atTheDoor();
    const res = await act(order._id, 'review');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This delivery does not need attention.');
    expect((await act('not-an-id', 'review')).statusCode).toBe(400);
    const bad = await t.call({ method: 'GET', url: '/api/admin/deliveries/attention', token: admin.token, query: { status: 'some' } });
    expect(bad.statusCode).toBe(400);
  });
});
