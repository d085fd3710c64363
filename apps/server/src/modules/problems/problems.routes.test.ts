import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { runJobsNow } from '../../../test/helpers/due-jobs.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { multipart, signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { auditLog, mailOutbox, orders, smsOutbox } from '../../db/schema/index.ts';

let t: TestApp;
let customer: Awaited<ReturnType<typeof signupCustomer>>;
let admin: Created;
let pilauShop: Created;
let sodaShop: Created;
let pilau: string;
let soda: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signupCustomer(t);
  admin = await signupAdmin(t);
  pilauShop = await signupPartner(t);
  sodaShop = await signupPartner(t);
  [pilau] = (await insertProducts(t, pilauShop.id, [{ name: 'Pilau', price: 350, inventory: 1000 }])) as [string];
  [soda] = (await insertProducts(t, sodaShop.id, [{ name: 'Soda', price: 60.5, inventory: 1000 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

interface OrderItem {
  _id: string;
  product: { name: string };
  quantity: number;
}

/** A two-shop order taken all the way to the customer's door. */
async function deliveredOrder(): Promise<{ order: PlacedOrder; items: OrderItem[] }> {
  const driver = await approvedDriver(t);
  const order = await newOrder(t, customer, [
    { product: pilau, quantity: 2 },
    { product: soda, quantity: 3 },
  ]);
  await makeReady(t, order, [pilauShop, sodaShop]);
  await assign(t, driver, order._id, 'accept');
  for (const shop of [pilauShop, sodaShop]) await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
  const delivered = await markDelivered(t, driver, order._id);
  if (delivered.statusCode !== 200) throw new Error(delivered.body);
  const read = await t.call({ method: 'GET', url: `/api/orders/${order._id}`, token: customer.token });
  const items = read.json().items as OrderItem[];
  return { order, items };
}

const itemNamed = (items: OrderItem[], name: string) => items.find((i) => i.product.name === name)!._id;
const report = (order: PlacedOrder, payload: unknown, token = customer.token) => t.call({ method: 'POST', url: `/api/orders/${order._id}/problems`, token, payload: payload as never });

describe('reporting a problem', () => {
  it('takes a missing item with a photo and shows it to the customer, each shop (its own lines) and the admin', async () => {
    const { order, items } = await deliveredOrder();
    const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#884400' } }).jpeg().toBuffer();
    const form = multipart(
      { kind: 'missing_item', lines: JSON.stringify([{ item: itemNamed(items, 'Soda'), quantity: 2 }, { item: itemNamed(items, 'Pilau'), quantity: 1 }]), note: 'Two sodas and one pilau never came' },
      [{ field: 'photos', filename: 'bag.jpg', type: 'image/jpeg', data: photo }],
    );
    const res = await t.call({ method: 'POST', url: `/api/orders/${order._id}/problems`, token: customer.token, ...form });
    expect(res.statusCode, res.body).toBe(201);
    const problem = res.json().problem;
    expect(problem).toMatchObject({ kind: 'missing_item', status: 'open', amount: 471, note: 'Two sodas and one pilau never came', orderNumber: order.orderId });
    expect(problem.photos).toEqual([expect.stringMatching(/^\/uploads\/problems\/.+\.webp$/)]);

    const mine = await t.call({ method: 'GET', url: `/api/orders/${order._id}/problems`, token: customer.token });
    expect(mine.json().problems).toHaveLength(1);
    const sodaView = await t.call({ method: 'GET', url: '/api/partner/problems', token: sodaShop.token });
    const seenBySoda = sodaView.json().problems.find((p: { _id: string }) => p._id === problem._id);
    expect(seenBySoda.lines).toEqual([expect.objectContaining({ name: 'Soda', quantity: 2, price: 60.5 })]);
    expect(seenBySoda.amount).toBe(121);
    const queue = await t.call({ method: 'GET', url: '/api/admin/problems', token: admin.token });
    expect(queue.json().problems.map((p: { _id: string }) => p._id)).toContain(problem._id);
  });

  it('is only for the order’s customer, once it is delivered, within the window', async () => {
    const someoneElse = await signupCustomer(t);
    const { order, items } = await deliveredOrder();
    const late = { kind: 'late', note: 'Came after an hour' };
    expect((await report(order, late, someoneElse.token)).statusCode).toBe(403);
    expect((await report(order, late, pilauShop.token)).statusCode).toBe(403);

    const pending = await newOrder(t, customer, [{ product: pilau, quantity: 1 }]);
    const early = await report(pending, late);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/once the order has been delivered/);

    await t.database.db.update(orders).set({ deliveredAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(orders.id, order._id));
    const tooLate = await report(order, { kind: 'damaged', lines: [{ item: itemNamed(items, 'Pilau'), quantity: 1 }] });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/within 24 hours of delivery/);
  });

  it('refuses an item already in an open report with 409 naming that report, in the reader’s language, and takes it again once decided', async () => {
    const { order, items } = await deliveredOrder();
    const [sodaItem, pilauItem] = [itemNamed(items, 'Soda'), itemNamed(items, 'Pilau')];
    const first = await report(order, { kind: 'missing_item', lines: [{ item: sodaItem, quantity: 1 }] });
    expect(first.statusCode, first.body).toBe(201);
    const open = first.json().problem._id as string;

    const both = { kind: 'damaged', lines: [{ item: pilauItem, quantity: 1 }, { item: sodaItem, quantity: 2 }] };
    const again = await report(order, both);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', problemId: open });
    expect(again.json().message).toMatch(new RegExp(`^Already in your open report "Missing item" of \\w{3} \\d{1,2} \\w{3}, \\d{2}:\\d{2} on order ${order.orderId}: Soda\\. `));
    const inSwahili = await t.call({ method: 'POST', url: `/api/orders/${order._id}/problems`, token: customer.token, headers: { 'accept-language': 'sw' }, payload: both });
    expect(inSwahili.statusCode).toBe(409);
    expect(inSwahili.json().message).toMatch(new RegExp(`^Tayari ziko kwenye ripoti yako iliyo wazi "Bidhaa haipo" ya .+ kwa oda ${order.orderId}: Soda\\. Sokoni itaamua`));
    expect((await t.call({ method: 'GET', url: `/api/orders/${order._id}/problems`, token: customer.token })).json().problems).toHaveLength(1);

    // Two reports of the same item sent at once: one is taken.
    const atOnce = await Promise.all([1, 2].map(() => report(order, { kind: 'wrong_item', lines: [{ item: pilauItem, quantity: 1 }] })));
    expect(atOnce.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const decided = await t.call({ method: 'POST', url: `/api/admin/problems/${open}/resolve`, token: admin.token, payload: { outcome: 'redeliver' } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await report(order, { kind: 'wrong_item', lines: [{ item: sodaItem, quantity: 1 }] })).statusCode).toBe(201);
  });

  it('refuses lines that do not fit the order', async () => {
    const { order, items } = await deliveredOrder();
    const tooMany = await report(order, { kind: 'damaged', lines: [{ item: itemNamed(items, 'Pilau'), quantity: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/You ordered 2 × Pilau/);
    expect((await report(order, { kind: 'wrong_item', lines: [] })).json().message).toMatch(/Choose the items affected/);
    expect((await report(order, { kind: 'spilt' })).statusCode).toBe(400);
  });
});

describe('answering and deciding', () => {
  it('lets a shop in the order answer, and the admin decide once, telling the customer', async () => {
    const { order, items } = await deliveredOrder();
    const made = await report(order, { kind: 'missing_item', lines: [{ item: itemNamed(items, 'Soda'), quantity: 1 }] });
    const id = made.json().problem._id as string;
    const stranger = await signupPartner(t);
    expect((await t.call({ method: 'POST', url: `/api/problems/${id}/answer`, token: stranger.token, payload: { message: 'Not ours' } })).statusCode).toBe(403);
    const answered = await t.call({ method: 'POST', url: `/api/problems/${id}/answer`, token: sodaShop.token, payload: { message: 'We will send the missing soda' } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().problem).toMatchObject({ status: 'answered', answers: [expect.objectContaining({ message: 'We will send the missing soda', storeId: sodaShop.id })] });

    const noReason = await t.call({ method: 'POST', url: `/api/admin/problems/${id}/resolve`, token: admin.token, payload: { outcome: 'reject' } });
    expect(noReason.statusCode).toBe(400);
    expect((await t.call({ method: 'POST', url: `/api/admin/problems/${id}/resolve`, token: sodaShop.token, payload: { outcome: 'redeliver' } })).statusCode).toBe(403);

    const decided = await t.call({ method: 'POST', url: `/api/admin/problems/${id}/resolve`, token: admin.token, payload: { outcome: 'redeliver' } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().problem).toMatchObject({ status: 'resolved', outcome: 'redeliver', resolvedAt: expect.any(String) });
    const again = await t.call({ method: 'POST', url: `/api/admin/problems/${id}/resolve`, token: admin.token, payload: { outcome: 'reject', reason: 'Changed my mind' } });
    expect(again.statusCode).toBe(409);
    expect((await t.call({ method: 'POST', url: `/api/problems/${id}/answer`, token: sodaShop.token, payload: { message: 'Late answer' } })).statusCode).toBe(409);

    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'problem'), eq(auditLog.targetId, id)));
    expect(audit).toEqual([expect.objectContaining({ action: 'problem.redeliver', adminId: admin.id })]);
    await runJobsNow(t, 'problems.tell-customer');
    const texts = await t.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.kind, 'problem_redeliver'), eq(smsOutbox.ref, id)));
    expect(texts).toEqual([expect.objectContaining({ to: customer.body.user.phoneNumber, text: expect.stringContaining(order.orderId) })]);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your problem with order ${order.orderId}`));
    expect(mails).toHaveLength(1);
  });

  it('keeps decided problems out of the pending queue but in the full list, overdue ones first', async () => {
    const queue = await t.call({ method: 'GET', url: '/api/admin/problems', token: admin.token });
    const statuses = queue.json().problems.map((p: { status: string }) => p.status);
    expect(statuses.every((s: string) => s === 'open' || s === 'answered')).toBe(true);
    const due = queue.json().problems.map((p: { dueAt: string }) => p.dueAt);
    expect([...due].sort()).toEqual(due);
    const all = await t.call({ method: 'GET', url: '/api/admin/problems?status=all', token: admin.token });
    expect(all.json().problems.some((p: { status: string }) => p.status === 'resolved')).toBe(true);
  });
});
