import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS } from '@sokoni/domain/opening-hours';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';
import { formatSlotIn } from '@sokoni/domain/slot-format';
import { jobs, partnerNotifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { NAIROBI_CUSTOMER, inventoryOf, orderPayload, placeOrder } from '../../../test/helpers/orders.ts';
import { runJobsNow } from '../../../test/helpers/due-jobs.ts';

let t: TestApp;
let customer: Created;
let shop: Created;
let chapati: string;

const weekOf = (ranges: { open: string; close: string }[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, ranges]));
/** Tomorrow at `clock`, Nairobi time, as the ISO time a client sends. */
const tomorrowAt = (clock: string) => `${kenyaDayOf(new Date(Date.now() + 24 * 3_600_000))}T${clock}:00+03:00`;
const setHours = (ranges: { open: string; close: string }[]) =>
  t.call({ method: 'PUT', url: `/api/partners/${shop.id}/hours`, token: shop.token, payload: { week: weekOf(ranges), closures: [] } });
const pause = () => t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 60 } });
const resume = () => t.call({ method: 'DELETE', url: `/api/partners/${shop.id}/pause`, token: shop.token });

async function placeFor(scheduledFor: string, quantity = 1) {
  const items = [{ product: chapati, quantity }];
  const payload = { ...(await orderPayload(t, customer, items, { fee: 100 })), scheduledFor };
  return placeOrder(t, customer, items, { payload });
}
const partnerOrders = async () => (await t.call({ method: 'GET', url: `/api/partners/${shop.id}/orders`, token: shop.token })).json();

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  shop = await signupPartner(t, { businessName: 'Mama Pilau' });
  [chapati] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 50 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('scheduled orders', () => {
  it('lists the slots of a cart and quotes a slot inside the hours while the shop is paused now', async () => {
    expect((await setHours([{ open: '08:00', close: '22:00' }])).statusCode).toBe(200);
    expect((await pause()).statusCode).toBe(200);
    const slots = await t.call({ method: 'GET', url: `/api/delivery/slots?products=${chapati}` });
    expect(slots.statusCode).toBe(200);
    expect(slots.json().slots).toContain(new Date(tomorrowAt('12:30')).toISOString());
    expect(slots.json().slots).not.toContain(new Date(tomorrowAt('23:00')).toISOString());
    const quote = (scheduledFor?: string) =>
      t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items: [{ product: chapati, quantity: 1 }], delivery: { ...NAIROBI_CUSTOMER }, scheduledFor } });
    expect((await quote()).statusCode).toBe(409);
    expect((await quote(tomorrowAt('12:30'))).statusCode).toBe(200);
  });

  it('accepts an order scheduled inside the hours, holds its stock and shows it to the shop at once without the new-order alert', async () => {
    const before = await inventoryOf(t, chapati);
    const res = await placeFor(tomorrowAt('12:30'), 2);
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({ status: 'Scheduled', scheduledFor: new Date(tomorrowAt('12:30')).toISOString() });
    expect(order.subOrders[0].status).toBe('Scheduled');
    expect(await inventoryOf(t, chapati)).toBe(before - 2);
    const listed = await partnerOrders();
    expect(listed.map((s: { _id: string; status: string }) => [s._id, s.status])).toContainEqual([order.subOrders[0]._id, 'Scheduled']);
    const notes = await t.database.db.select().from(partnerNotifications).where(eq(partnerNotifications.orderId, order._id));
    expect(notes).toHaveLength(0);
  });

  it('refuses a time outside the hours with a 409 saying the hours, too soon, or off the half hour', async () => {
    for (const [at, message] of [
      [tomorrowAt('23:00'), 'Mama Pilau is open 08:00-22:00 that day. Please choose another time slot.'],
      [tomorrowAt('12:10'), 'Choose a time slot on the hour or the half hour.'],
      [new Date(Date.now() + 10 * 60_000).toISOString(), 'Choose a time slot on the hour or the half hour.'],
    ] as const) {
      const res = await placeFor(at);
      expect(res.statusCode, at).toBe(409);
      expect(res.json().message).toBe(message);
    }
    // The next half hour at least 5 minutes away is at most 35 minutes away: too soon.
    const soon = new Date(Math.ceil((Date.now() + 5 * 60_000) / 1_800_000) * 1_800_000);
    expect((await placeFor(soon.toISOString())).json().message).toBe('Choose a time at least 45 minutes from now.');
  });

  it('alerts the shop before the slot, which then accepts it as any new order', async () => {
    await resume();
    const order = (await placeFor(tomorrowAt('13:00'))).json().order;
    const sub = order.subOrders[0]._id;
    const [alert] = await t.database.db.select().from(jobs).where(and(eq(jobs.kind, 'order.scheduled-alert'), eq(jobs.key, sub)));
    // PREP_MINUTES (20 by default) before the slot.
    expect(Math.abs(alert!.dueAt.getTime() - (new Date(tomorrowAt('13:00')).getTime() - 20 * 60_000))).toBeLessThan(5_000);

    await runJobsNow(t, 'order.scheduled-alert');
    const after = (await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token })).json();
    expect(after.subOrders[0].status).toBe('Pending');
    expect(after.status).toBe('Pending');
    const notes = await t.database.db.select().from(partnerNotifications).where(eq(partnerNotifications.subOrderId, sub));
    expect(notes.map((n) => n.message)).toEqual([expect.stringMatching(/^Scheduled order SKN-.* for .* 13:00: start preparing it now/)]);
    // A shop reading in Kiswahili sees the slot's day as Kiswahili readers name it, Nairobi time.
    const list = await t.call({ method: 'GET', url: `/api/partner-notifications/${shop.id}`, token: shop.token, headers: { 'accept-language': 'sw' } });
    const slot = formatSlotIn(new Date(tomorrowAt('13:00')), 'sw-KE');
    expect(slot).toMatch(/^(Jumapili|Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi), \d{1,2} \w+, 13:00$/);
    expect(list.json().find((n: { subOrderId: string }) => n.subOrderId === sub).message).toBe(`Oda iliyopangwa ${order.orderId} ya ${slot}: anza kuiandaa sasa (Ksh 30.00).`);
    const accepted = await t.call({ method: 'PUT', url: `/api/suborders/${sub}/status`, token: shop.token, payload: { status: 'OrderReceived' } });
    expect(accepted.statusCode).toBe(200);
  });

  it('lets the customer cancel a scheduled order, putting the stock back, but not once the shop is preparing', async () => {
    const before = await inventoryOf(t, chapati);
    const order = (await placeFor(tomorrowAt('14:00'), 3)).json().order;
    expect(await inventoryOf(t, chapati)).toBe(before - 3);
    const other = await signupCustomer(t);
    expect((await t.call({ method: 'POST', url: `/api/orders/${order._id}/cancel`, token: other.token })).statusCode).toBe(403);
    const cancelled = await t.call({ method: 'POST', url: `/api/orders/${order._id}/cancel`, token: customer.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe('Cancelled');
    expect(await inventoryOf(t, chapati)).toBe(before);
    await runJobsNow(t, 'order.scheduled-alert');
    const still = (await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token })).json();
    expect(still.subOrders[0].status).toBe('Cancelled');

    const second = (await placeFor(tomorrowAt('15:00'))).json().order;
    await runJobsNow(t, 'order.scheduled-alert');
    const sub = second.subOrders[0]._id;
    for (const status of ['OrderReceived', 'Preparing']) {
      expect((await t.call({ method: 'PUT', url: `/api/suborders/${sub}/status`, token: shop.token, payload: { status } })).statusCode).toBe(200);
    }
    const late = await t.call({ method: 'POST', url: `/api/orders/${second._id}/cancel`, token: customer.token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A shop has started preparing this order, so it can no longer be cancelled.');
  });
});
