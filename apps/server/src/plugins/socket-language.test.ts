import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { signupCustomer, signupPartner, type Created } from '../../test/helpers/accounts.ts';
import { insertProducts } from '../../test/helpers/products.ts';
import { placeOrder } from '../../test/helpers/orders.ts';
import { heard, openSocket, type HeardEvent } from '../../test/helpers/live-socket.ts';

let t: TestApp;
let base: string;
let customer: Created;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  customer = await signupCustomer(t);
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t?.close();
});

async function shopWithProduct(): Promise<{ shop: Created; product: string }> {
  const shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  const [product] = (await insertProducts(t, shop.id, [{ name: 'Chapati', price: 30, inventory: 100 }])) as [string];
  return { shop, product };
}

const chooseLanguage = (token: string, language: 'en' | 'sw') => t.call({ method: 'PUT', url: '/api/me/language', token, payload: { language } });

async function order(product: string): Promise<string> {
  const res = await placeOrder(t, customer, [{ product, quantity: 2 }]);
  expect(res.statusCode).toBe(201);
  return res.json().orderId as string;
}

/** The new-order alert the socket heard for this order number (waits for it). */
async function alertFor(events: HeardEvent[], orderNumber: string): Promise<string> {
  const message = () => events.filter((e) => e.name === 'newSubOrder').map((e) => e.payload['message'] as string).find((m) => m.includes(orderNumber));
  while (!message()) await new Promise((r) => setTimeout(r, 20));
  return message()!;
}

describe("live alerts in the recipient's language", () => {
  it("tells a Kiswahili shop of a new order in Kiswahili, as its notification list reads, and an English shop in English", async () => {
    const swahili = await shopWithProduct();
    const english = await shopWithProduct();
    await chooseLanguage(swahili.shop.token, 'sw');
    const swSocket = await openSocket(base, swahili.shop.token, sockets);
    const enSocket = await openSocket(base, english.shop.token, sockets);

    const swOrder = await order(swahili.product);
    const enOrder = await order(english.product);
    const swAlert = await heard(swSocket.events, 'newSubOrder');
    expect(swAlert.payload['message']).toBe(`Oda mpya ${swOrder}: bidhaa 2 (Ksh 60.00)`);
    expect(await alertFor(enSocket.events, enOrder)).toBe(`New order ${enOrder}: 2 items (Ksh 60.00)`);
    // Each hears its own alert once, in its language only.
    expect(swSocket.events.filter((e) => e.name === 'newSubOrder')).toHaveLength(1);
    expect(enSocket.events.filter((e) => e.name === 'newSubOrder')).toHaveLength(1);

    const list = await t.call({ method: 'GET', url: `/api/partner-notifications/${swahili.shop.id}`, token: swahili.shop.token });
    expect(list.json()[0].message).toBe(swAlert.payload['message']);
  });

  it('follows a language chosen while the dashboard is open, and the device choice of an account without one', async () => {
    const { shop, product } = await shopWithProduct();
    const live = await openSocket(base, shop.token, sockets);
    const first = await order(product);
    expect(await alertFor(live.events, first)).toBe(`New order ${first}: 2 items (Ksh 60.00)`);

    expect((await chooseLanguage(shop.token, 'sw')).statusCode).toBe(200);
    const second = await order(product);
    expect(await alertFor(live.events, second)).toBe(`Oda mpya ${second}: bidhaa 2 (Ksh 60.00)`);

    // No language on the account: the web's cookie, sent with the connection, decides.
    const other = await shopWithProduct();
    const socket = connect(base, { path: '/socket.io', auth: { token: other.shop.token }, transports: ['websocket'], reconnection: false, extraHeaders: { cookie: 'sokoni_lang=sw' } });
    sockets.push(socket);
    const events: HeardEvent[] = [];
    socket.onAny((name: string, payload: Record<string, unknown>) => events.push({ name, payload }));
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const third = await order(other.product);
    expect(await alertFor(events, third)).toBe(`Oda mpya ${third}: bidhaa 2 (Ksh 60.00)`);
  });
});
