import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contactMessages, smsOutbox, ussdSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf } from '../../../test/helpers/lifecycle.ts';
import { placeOrder } from '../../../test/helpers/orders.ts';
import { runJobsNow } from '../../../test/helpers/due-jobs.ts';
import { ORDER_TEXT_JOB } from '../sms/order-texts.ts';

const SECRET = 'ussd-test-secret-0123456789';
let t: TestApp;
let shop: Created;
let driver: Created;
let admin: Created;
let pilau: string;
let chai: string;
let english: Created;
let swahili: Created;
let sessions = 0;

const e164 = (customer: Created) => `+254${String((customer.body.user as { phoneNumber: string }).phoneNumber).slice(-9)}`;

/** One gateway request, checked as the gateway would: 200, plain text, CON or END, at most 182 characters. */
async function post(fields: Record<string, string>, secret = SECRET): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: `/api/ussd/${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ serviceCode: '*384*7654#', networkCode: '63902', ...fields }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toMatch(/^(CON|END) /);
  expect(res.body.length).toBeLessThanOrEqual(182);
  return res.body;
}

/** A phone dialling the service code: each answer is added to `text` as the gateway does. */
function dial(phone: string) {
  const sessionId = `ATUid_${process.pid}_${++sessions}`;
  const answers: string[] = [];
  return {
    sessionId,
    start: () => post({ sessionId, phoneNumber: phone, text: '' }),
    answer: (answer: string) => {
      answers.push(answer);
      return post({ sessionId, phoneNumber: phone, text: answers.join('*') });
    },
    again: () => post({ sessionId, phoneNumber: phone, text: answers.join('*') }),
  };
}

async function deliveredOrder(customer: Created, items: { product: string; quantity: number }[]) {
  const order = await newOrder(t, customer, items);
  await makeReady(t, order, [shop]);
  expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
  expect((await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery')).statusCode).toBe(200);
  expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);
  return order;
}

const orderOf = async (customer: Created, number: string) => (await t.call({ method: 'GET', url: `/api/orders/${number}`, token: customer.token })).json();
const orderNumberIn = (screen: string) => /SKN-\d{8}-\d{6}/.exec(screen)?.[0] ?? '';

beforeAll(async () => {
  t = await createTestApp({ USSD_SECRET: SECRET });
  shop = await signupPartner(t, { businessName: 'Mama Pilau' });
  [pilau, chai] = (await insertProducts(t, shop.id, [
    { name: 'Pilau', price: 250, inventory: 1000 },
    { name: 'Chai', price: 40, inventory: 1000 },
  ])) as [string, string];
  driver = await approvedDriver(t);
  admin = await signupAdmin(t);
  english = await signupCustomer(t);
  swahili = await signupCustomer(t);
  expect((await t.call({ method: 'PUT', url: '/api/me/language', token: swahili.token, payload: { language: 'sw' } })).statusCode).toBe(200);
  await deliveredOrder(english, [{ product: pilau, quantity: 2 }, { product: chai, quantity: 1 }]);
  await deliveredOrder(swahili, [{ product: chai, quantity: 3 }]);
  // A fresh database and two deliveries: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await t?.close();
});

describe('the callback address', () => {
  it('answers 404 to a wrong secret, and to every secret when USSD_SECRET is not set', async () => {
    const wrong = await t.call({ method: 'POST', url: '/api/ussd/not-the-secret-at-all', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'sessionId=a&serviceCode=*1%23&phoneNumber=%2B254712000000&text=' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toMatch(/^(CON|END)/);
    const off = await createTestApp();
    try {
      const res = await off.call({ method: 'POST', url: `/api/ussd/${SECRET}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'sessionId=a&serviceCode=*1%23&phoneNumber=%2B254712000000&text=' });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('the simulator (development only)', () => {
  it('shows a phone page labelled as a development tool, whose dial goes through the real callback', async () => {
    const page = await t.call({ method: 'GET', url: '/dev/ussd-simulator' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Development tool');
    expect(page.body).toContain('<label for="phone-number">Phone number</label>');
    const sw = await t.call({ method: 'GET', url: '/dev/ussd-simulator', headers: { 'accept-language': 'sw' } });
    expect(sw.body).toContain('Zana ya wasanidi');
    expect((await t.call({ method: 'GET', url: '/dev/ussd-simulator/phone.js' })).headers['content-type']).toMatch(/javascript/);
    const dialled = await t.call({ method: 'POST', url: '/dev/ussd-simulator/dial', payload: { sessionId: 'SIM-route-test', phoneNumber: e164(english), text: '' } });
    expect(dialled.json()).toEqual({ screen: 'CON Sokoni\n1 Order again\n2 Track my order\n3 Pay for an order\n4 Call me back' });
  });

  it('is not there in production, where the callback still answers', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', USSD_SECRET: SECRET, SMS_PROVIDER: 'off' });
    try {
      // Any other page path is the web app's to answer; the simulator is not among them.
      expect((await production.call({ method: 'GET', url: '/dev/ussd-simulator' })).body).not.toContain('USSD simulator');
      expect((await production.call({ method: 'GET', url: '/dev/ussd-simulator/phone.js' })).body).not.toContain('sessionId');
      expect((await production.call({ method: 'POST', url: '/dev/ussd-simulator/dial', payload: { sessionId: 'x', phoneNumber: '0712000000', text: '' } })).statusCode).toBe(404);
      const res = await production.call({ method: 'POST', url: `/api/ussd/${SECRET}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'sessionId=p1&serviceCode=*384*7654%23&phoneNumber=%2B254712000001&text=' });
      expect(res.body).toBe('CON Welcome to Sokoni\n1 English\n2 Kiswahili');
    } finally {
      await production.close();
    }
  });
});

describe('a phone without an account', () => {
  it.each([
    ['1', /^END This phone has no Sokoni account\. Sign up at http\S+\/signup/, /^Sokoni: sign up at http\S+\/signup/],
    ['2', /^END Simu hii haina akaunti ya Sokoni\. Jisajili http\S+\/signup/, /^Sokoni: jisajili http\S+\/signup/],
  ])('chooses a language (%s), is told how to sign up and gets the link by SMS', async (choice, screen, text) => {
    const phone = `+25479${String(Date.now()).slice(-7)}`;
    const call = dial(phone);
    expect(await call.start()).toBe('CON Welcome to Sokoni\n1 English\n2 Kiswahili');
    expect(await call.answer('7')).toBe('CON Please choose a number from the list.\nWelcome to Sokoni\n1 English\n2 Kiswahili');
    expect(await call.answer(choice)).toMatch(screen);
    const texts = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phone));
    expect(texts.map((m) => m.text)).toEqual([expect.stringMatching(text)]);
  });
});

describe('the main menu in the account language', () => {
  it('shows the four choices in English and in Kiswahili', async () => {
    expect(await dial(e164(english)).start()).toBe('CON Sokoni\n1 Order again\n2 Track my order\n3 Pay for an order\n4 Call me back');
    expect(await dial(e164(swahili)).start()).toBe('CON Sokoni\n1 Agiza tena\n2 Fuatilia oda yangu\n3 Lipia oda\n4 Nipigie simu');
  });

  it('takes the phone number in any form the gateway sends it', async () => {
    const local = `0${e164(english).slice(4)}`;
    expect(await dial(local).start()).toMatch(/^CON Sokoni\n1 Order again/);
  });

  it('goes back with 0 and to the main menu with 00; 98 on a list of one page asks again', async () => {
    const call = dial(e164(english));
    await call.start();
    expect(await call.answer('1')).toMatch(/^CON Order again \(prices today\):\n1 Mama Pilau Ksh 6\d\d\.00\n98 More|0 Back 00 Main menu$/);
    expect(await call.answer('98')).toMatch(/^CON Please choose a number from the list\.\nOrder again/);
    expect(await call.answer('1')).toMatch(/^CON Mama Pilau\nTotal Ksh .* with delivery Ksh .*\. Pay with:\n2 Cash on delivery\n0 Back 00 Main menu$/);
    expect(await call.answer('0')).toMatch(/^CON Order again \(prices today\):/);
    expect(await call.answer('1')).toMatch(/^CON Mama Pilau\n/);
    expect(await call.answer('00')).toBe('CON Sokoni\n1 Order again\n2 Track my order\n3 Pay for an order\n4 Call me back');
    expect(await call.answer('0')).toMatch(/^CON Sokoni\n1 Order again/);
  });

  it('says there is nothing to pay when M-Pesa is off or no order waits for it, in both languages', async () => {
    const en = dial(e164(english));
    await en.start();
    expect(await en.answer('3')).toBe('END You have no order waiting for an M-Pesa payment.');
    const sw = dial(e164(swahili));
    await sw.start();
    expect(await sw.answer('3')).toBe('END Huna oda inayosubiri malipo ya M-Pesa.');
  });
});

describe('order again, then track', () => {
  it('places the last delivered order again with cash, ends with its number, texts a confirmation, and tracks it', async () => {
    const call = dial(e164(english));
    await call.start();
    const list = await call.answer('1');
    const total = /Ksh [\d,]+\.\d\d/.exec(list)![0];
    await call.answer('1');
    const placed = await call.answer('2');
    expect(placed).toMatch(new RegExp(`^END Order SKN-\\d{8}-\\d{6} placed\\. Pay ${total} in cash on delivery\\. We will text you\\.$`));
    const number = orderNumberIn(placed);
    const order = await orderOf(english, number);
    expect(order).toMatchObject({ orderId: number, status: 'Pending', paymentMethod: 'COD' });
    expect(order.items.map((i: { product: { name: string }; quantity: number }) => [i.product.name, i.quantity]).sort()).toEqual([['Chai', 1], ['Pilau', 2]]);

    await runJobsNow(t, ORDER_TEXT_JOB);
    const texts = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, e164(english)));
    expect(texts.map((m) => m.text)).toContainEqual(expect.stringContaining(`order ${number} is confirmed`));

    const track = dial(e164(english));
    await track.start();
    expect(await track.answer('2')).toBe(`END ${number}: the shop is preparing it.`);

    await makeReady(t, order, [shop]);
    expect((await assign(t, driver, order._id, 'accept')).statusCode).toBe(200);
    await setSubStatus(t, driver, subOf(order, shop), 'OutForDelivery');
    const riderPhone = `0${String((driver.body.driver as { phoneNumber: string }).phoneNumber).slice(-9)}`;
    const onTheWay = dial(e164(english));
    await onTheWay.start();
    expect(await onTheWay.answer('2')).toMatch(new RegExp(`^END ${number}: on the way to you\\.\\nRider: .+ ${riderPhone}$`));
    expect((await markDelivered(t, driver, order._id)).statusCode).toBe(200);

    const none = dial(e164(english));
    await none.start();
    expect(await none.answer('2')).toBe('END You have no open order. Dial again to order.');
  });

  it('places in Kiswahili for a Kiswahili account', async () => {
    const call = dial(e164(swahili));
    await call.start();
    expect(await call.answer('1')).toMatch(/^CON Agiza tena \(bei za leo\):\n1 Mama Pilau Ksh [\d,.]+\n0 Rudi 00 Menyu kuu$/);
    expect(await call.answer('1')).toMatch(/^CON Mama Pilau\nJumla Ksh .* pamoja na usafiri Ksh .*\. Lipa kwa:\n2 Pesa taslimu ukipokea\n0 Rudi 00 Menyu kuu$/);
    const placed = await call.answer('2');
    expect(placed).toMatch(/^END Oda SKN-\d{8}-\d{6} imewekwa\. Lipa Ksh [\d,.]+ taslimu ukipokea\. Tutakutumia SMS\.$/);
    const track = dial(e164(swahili));
    await track.start();
    expect(await track.answer('2')).toBe(`END ${orderNumberIn(placed)}: duka linaiandaa.`);
  });

  it('makes the same order as the app does for the same cart', async () => {
    const call = dial(e164(english));
    await call.start();
    await call.answer('1');
    await call.answer('1');
    const viaUssd = await orderOf(english, orderNumberIn(await call.answer('2')));
    const last = viaUssd.delivery as { town: string; location: string; fee: number };
    const viaApp = (await placeOrder(t, english, [{ product: pilau, quantity: 2 }, { product: chai, quantity: 1 }], { delivery: { town: last.town, location: last.location } })).json().order;
    const sameParts = (o: Record<string, unknown>) => ({
      total: o.total,
      delivery: o.delivery,
      paymentMethod: o.paymentMethod,
      paymentStatus: o.paymentStatus,
      status: o.status,
      items: (o.items as { product: { _id: string }; quantity: number; price: number; shop: { _id: string } }[])
        .map((i) => ({ product: i.product._id, quantity: i.quantity, price: i.price, shop: i.shop._id }))
        .sort((a, b) => a.product.localeCompare(b.product)),
      shops: (o.subOrders as { shop: { _id: string }; total: number; status: string }[]).map((s) => [s.shop._id, s.total, s.status]),
    });
    expect(sameParts(viaUssd)).toEqual(sameParts(await orderOf(english, viaApp.orderId)));
  });
});

describe('refusals are one short sentence', () => {
  it('a sold-out item: refused when the list is shown, and when it sells out before the caller pays', async () => {
    const late = dial(e164(english));
    await late.start();
    await late.answer('1');
    await late.answer('1');
    expect((await t.call({ method: 'PUT', url: `/api/products/${chai}/availability`, token: shop.token, payload: { available: false, until: 'endOfDay' } })).statusCode).toBe(200);
    expect(await late.answer('2')).toBe('END Chai is sold out today at Mama Pilau.');

    const sw = dial(e164(swahili));
    await sw.start();
    expect(await sw.answer('1')).toMatch(/^CON Agiza tena \(bei za leo\):\n1 Mama Pilau \(haiwezekani sasa\)/);
    expect(await sw.answer('1')).toBe('END Chai imekwisha leo kwenye Mama Pilau.');
    expect((await t.call({ method: 'PUT', url: `/api/products/${chai}/availability`, token: shop.token, payload: { available: true } })).statusCode).toBe(200);
  });

  it('a closed shop', async () => {
    expect((await t.call({ method: 'POST', url: `/api/partners/${shop.id}/pause`, token: shop.token, payload: { minutes: 30 } })).statusCode).toBe(200);
    try {
      const call = dial(e164(english));
      await call.start();
      expect(await call.answer('1')).toMatch(/^CON Order again \(prices today\):\n1 Mama Pilau \(cannot order now\)/);
      expect(await call.answer('1')).toMatch(/^END Mama Pilau has paused new orders; it opens (today|tomorrow) .+\.$/);
    } finally {
      await t.call({ method: 'DELETE', url: `/api/partners/${shop.id}/pause`, token: shop.token });
    }
  });
});

describe('sessions', () => {
  it('two sessions of one phone at once go their own ways, and a repeated request places nothing twice', async () => {
    const first = dial(e164(english));
    const second = dial(e164(english));
    await first.start();
    await second.start();
    await first.answer('1');
    expect(await second.answer('4')).toMatch(/^END Thank you\. Sokoni will call you back on 07\d{8} soon\.$/);
    await first.answer('1');
    const placed = await first.answer('2');
    expect(await first.again()).toBe(placed);
    const count = await t.database.db.execute(sql`select count(*)::int as n from orders where order_id = ${orderNumberIn(placed)}`);
    expect(Number((count as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('a session idle for more than three minutes is over', async () => {
    const call = dial(e164(english));
    await call.start();
    await t.database.db.update(ussdSessions).set({ touchedAt: new Date(Date.now() - 3 * 60_000 - 1000) }).where(eq(ussdSessions.sessionId, call.sessionId));
    expect(await call.answer('1')).toBe('END This session has ended. Please dial again.');
  });
});

describe('call me back', () => {
  it('leaves a message with the phone number where the admin reads messages, in both languages', async () => {
    const call = dial(e164(swahili));
    await call.start();
    expect(await call.answer('4')).toMatch(/^END Asante\. Sokoni itakupigia simu 07\d{8} hivi karibuni\.$/);
    const local = `0${e164(swahili).slice(4)}`;
    const inbox = await t.call({ method: 'GET', url: '/api/admin/messages', token: admin.token, query: { handled: 'false' } });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().items).toContainEqual(expect.objectContaining({ message: expect.stringContaining(local) }));
    expect((await t.database.db.select().from(contactMessages)).length).toBeGreaterThan(0);
  });
});
