import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../test/helpers/accounts.ts';
import { approvedDriver, assign, makeReady, markDelivered, newOrder, setSubStatus, subOf, type PlacedOrder } from '../../../test/helpers/lifecycle.ts';
import { placeOrder, quote, type Line } from '../../../test/helpers/orders.ts';
import { insertProducts } from '../../../test/helpers/products.ts';
import { kenyaDayOf } from '@sokoni/domain/kenya-day';

let t: TestApp;
let customer: Created;
let pizzeria: Created;
let otherShop: Created;
let admin: Created;
let plainSoda: string;

interface Choice {
  _id: string;
  name: string;
  priceDelta: number;
  available: boolean;
}
interface Group {
  _id: string;
  name: string;
  required: boolean;
  min: number;
  max: number;
  choices: Choice[];
}
interface Pizza {
  _id: string;
  options: Group[];
}
interface OrderedItem {
  _id: string;
  product: { _id: string | null; name: string };
  quantity: number;
  price: number;
  choices?: { group: string; groupName: string; choice: string; choiceName: string; priceDelta: number }[];
}

const MENU = [
  { name: 'Size', required: true, min: 1, max: 1, choices: [{ name: 'Medium', priceDelta: 0 }, { name: 'Large', priceDelta: 400 }] },
  { name: 'Extras', required: false, min: 0, max: 3, choices: [{ name: 'Extra cheese', priceDelta: 100 }, { name: 'Olives', priceDelta: 80 }] },
];

const productBody = (options: unknown) => ({
  name: 'Margherita',
  price: 900,
  brand: 'Napoli Corner',
  category: 'Food',
  quantity: 1,
  inventory: 50,
  description: 'Tomato, mozzarella, basil.',
  options,
});

async function createPizza(options: unknown = MENU): Promise<Pizza> {
  const res = await t.call({ method: 'POST', url: '/api/products', token: pizzeria.token, payload: productBody(options) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const pick = (pizza: Pizza, group: string, choice: string) => {
  const g = pizza.options.find((o) => o.name === group)!;
  return { group: g._id, choice: g.choices.find((c) => c.name === choice)!._id };
};
const line = (pizza: Pizza, quantity: number, choices: [string, string][], extra: Record<string, unknown> = {}): Line =>
  ({ product: pizza._id, quantity, choices: choices.map(([g, c]) => pick(pizza, g, c)), ...extra });

const orderOf = async (id: string, who = customer) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: who.token })).json();
const named = (items: OrderedItem[]) => items.map((i) => [i.quantity, i.price, (i.choices ?? []).map((c) => `${c.groupName}: ${c.choiceName} +${c.priceDelta}`)]).sort();

beforeAll(async () => {
  t = await createTestApp();
  [customer, pizzeria, otherShop, admin] = await Promise.all([
    signupCustomer(t),
    signupPartner(t, { businessName: 'Napoli Corner', town: 'Nairobi', location: '-1.2833,36.8167' }),
    signupPartner(t, { town: 'Nairobi', location: '-1.2840,36.8170' }),
    signupAdmin(t),
  ]);
  [plainSoda] = (await insertProducts(t, pizzeria.id, [{ name: 'Soda', price: 60, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

describe('option groups on a product', () => {
  it('are created by the shop, given ids, and shown in every product answer', async () => {
    const pizza = await createPizza();
    expect(pizza.options.map((g) => [g.name, g.required, g.min, g.max, g.choices.map((c) => `${c.name} +${c.priceDelta}`)])).toEqual([
      ['Size', true, 1, 1, ['Medium +0', 'Large +400']],
      ['Extras', false, 0, 3, ['Extra cheese +100', 'Olives +80']],
    ]);
    for (const id of [...pizza.options.map((g) => g._id), ...pizza.options.flatMap((g) => g.choices.map((c) => c._id))]) expect(id).toMatch(/^[0-9a-f]{24}$/);

    const single = (await t.call({ method: 'GET', url: `/api/products/${pizza._id}` })).json();
    expect(single.options).toEqual(pizza.options);
    const list = (await t.call({ method: 'GET', url: `/api/products?partnerId=${pizzeria.id}` })).json();
    expect(list.products.find((p: { _id: string }) => p._id === pizza._id).options).toEqual(pizza.options);
    // A product without options answers as it always did: no options field at all.
    expect(list.products.find((p: { _id: string }) => p._id === plainSoda)).not.toHaveProperty('options');
  });

  it('are edited by their own shop only; ids sent back are kept and a choice can be sold out on its own', async () => {
    const pizza = await createPizza();
    const edited = pizza.options.map((g) => (g.name === 'Extras' ? { ...g, choices: g.choices.map((c) => (c.name === 'Olives' ? { ...c, available: false } : c)) } : g));
    for (const stranger of [otherShop, customer]) {
      const res = await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, token: stranger.token, payload: { options: edited } });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, payload: { options: edited } })).statusCode).toBe(401);
    const res = await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, token: pizzeria.token, payload: { options: edited } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().options).toEqual(edited);
    // An edit without `options` leaves them; [] removes them all.
    expect((await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, token: pizzeria.token, payload: { name: 'Margherita Special' } })).json().options).toEqual(edited);
    const cleared = await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, token: pizzeria.token, payload: { options: [] } });
    expect(cleared.json()).not.toHaveProperty('options');
  });

  it('refuses groups that make no sense, in English and in Kiswahili', async () => {
    const bad = [{ name: 'Size', required: true, min: 0, choices: [{ name: 'Medium' }] }];
    const en = await t.call({ method: 'POST', url: '/api/products', token: pizzeria.token, payload: productBody(bad) });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Size is required, so min must be at least 1.');
    const sw = await t.call({ method: 'POST', url: '/api/products', token: pizzeria.token, payload: productBody(bad), headers: { 'accept-language': 'sw' } });
    expect(sw.json().message).toBe('Size ni lazima, kwa hiyo min iwe angalau 1.');
  });
});

describe('ordering with options', () => {
  let pizza: Pizza;
  let order: PlacedOrder & { items: OrderedItem[]; total: number };

  beforeAll(async () => {
    pizza = await createPizza();
  });

  it('prices each line from the menu, whatever price the client sends', async () => {
    const items = [line(pizza, 1, [['Size', 'Large'], ['Extras', 'Extra cheese']], { price: 1 }), line(pizza, 2, [['Size', 'Medium']], { price: 0.5 })];
    const q = await quote(t, items);
    expect(q.fee).toBeGreaterThan(0);
    const res = await placeOrder(t, customer, items);
    expect(res.statusCode, res.body).toBe(201);
    order = res.json().order;
    expect(order.total).toBe(1400 + 2 * 900);
    expect(named(order.items)).toEqual([
      [1, 1400, ['Size: Large +400', 'Extras: Extra cheese +100']],
      [2, 900, ['Size: Medium +0']],
    ]);
  });

  it('shows the choices to the shop, the admin and the customer', async () => {
    const store = (await t.call({ method: 'GET', url: `/api/partners/${pizzeria.id}/orders`, token: pizzeria.token })).json();
    const sub = store.find((s: { parentOrder: { _id: string } }) => s.parentOrder._id === order._id);
    expect(named(sub.items)).toEqual(named(order.items));
    const detail = (await t.call({ method: 'GET', url: `/api/admin/orders/${order._id}`, token: admin.token })).json();
    expect(named(detail.order.items)).toEqual(named(order.items));
    expect(named((await orderOf(order._id)).items)).toEqual(named(order.items));
  });

  it('answers 400 naming a required group left out, in the reader’s language', async () => {
    const items = [line(pizza, 1, [['Extras', 'Olives']])];
    const res = await placeOrder(t, customer, items, { payload: { userId: customer.id, items, delivery: { town: 'Nairobi', location: '-1.2921,36.8219', fee: 100 }, paymentMethod: 'COD' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose Size for Margherita.');
    const sw = await t.call({ method: 'POST', url: '/api/delivery/quote', headers: { 'accept-language': 'sw' }, payload: { items, delivery: { town: 'Nairobi', location: '-1.2921,36.8219' } } });
    expect(sw.statusCode).toBe(400);
    expect(sw.json().message).toBe('Tafadhali chagua Size kwa Margherita.');
  });

  it('answers 409 naming a sold-out choice', async () => {
    const soldOut = await createPizza(MENU.map((g) => (g.name === 'Extras' ? { ...g, choices: [g.choices[0], { ...g.choices[1], available: false }] } : g)));
    const res = await t.call({
      method: 'POST',
      url: '/api/delivery/quote',
      payload: { items: [line(soldOut, 1, [['Size', 'Medium'], ['Extras', 'Olives']])], delivery: { town: 'Nairobi', location: '-1.2921,36.8219' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Olives (Extras) is sold out for Margherita.', choice: 'Olives', group: 'Extras' });
  });

  it('keeps past orders as they were after the menu changes', async () => {
    const renamed = pizza.options.map((g) => (g.name === 'Size' ? { ...g, choices: g.choices.map((c) => (c.name === 'Large' ? { ...c, name: 'Family', priceDelta: 600 } : c)) } : g));
    expect((await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, token: pizzeria.token, payload: { price: 1000, options: renamed } })).statusCode).toBe(200);
    const again = await orderOf(order._id);
    expect(again.total).toBe(3200);
    expect(named(again.items)).toEqual(named(order.items));
    pizza = (await t.call({ method: 'GET', url: `/api/products/${pizza._id}` })).json();
  });
});

describe('money on the full line price', () => {
  let pizza: Pizza;

  beforeAll(async () => {
    pizza = await createPizza();
  });

  async function delivered(items: Line[]) {
    const order = await newOrder(t, customer, items);
    const rider = await approvedDriver(t);
    await makeReady(t, order, [pizzeria]);
    expect((await assign(t, rider, order._id, 'accept')).statusCode).toBe(200);
    const riderView = (await t.call({ method: 'GET', url: `/api/driver-orders/${order._id}`, token: rider.token })).json();
    expect(riderView.items.some((i: OrderedItem) => i.choices?.some((c) => c.choiceName === 'Large'))).toBe(true);
    expect((await setSubStatus(t, rider, subOf(order, pizzeria), 'OutForDelivery')).statusCode).toBe(200);
    expect((await markDelivered(t, rider, order._id)).statusCode).toBe(200);
    return order;
  }

  it("counts the shop's sale and the commission on the price with options", async () => {
    const order = await delivered([line(pizza, 2, [['Size', 'Large'], ['Extras', 'Olives']])]);
    const day = kenyaDayOf(new Date());
    const statement = (await t.call({ method: 'GET', url: `/api/partner/statement?from=${day}&to=${day}`, token: pizzeria.token })).json();
    const lines = statement.lines.filter((l: { orderId: string }) => l.orderId === order.orderId);
    // 2 × (900 + 400 + 80) = 2,760; the default commission is 10%.
    expect(lines).toEqual([expect.objectContaining({ gross: 2760, deduction: 276, net: 2484 })]);
  });

  it('refunds a missing line at the price paid for it, options included', async () => {
    const order = await delivered([line(pizza, 1, [['Size', 'Large'], ['Extras', 'Extra cheese']]), { product: plainSoda, quantity: 1 }]);
    const items = (await orderOf(order._id)).items as OrderedItem[];
    const large = items.find((i) => i.choices?.length)!;
    const made = await t.call({ method: 'POST', url: `/api/orders/${order._id}/problems`, token: customer.token, payload: { kind: 'missing_item', lines: [{ item: large._id, quantity: 1 }] } });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().problem.lines).toEqual([expect.objectContaining({ price: 1400, choices: large.choices })]);
    const decided = await t.call({ method: 'POST', url: `/api/admin/problems/${made.json().problem._id}/resolve`, token: admin.token, payload: { outcome: 'refund' } });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().problem.settlement).toMatchObject({ credit: 1400, itemsPaidBy: 'shop' });
  });

  it('orders again with the same choices, or says which one is gone', async () => {
    const order = await delivered([line(pizza, 1, [['Size', 'Large'], ['Extras', 'Extra cheese']]), line(pizza, 1, [['Size', 'Medium']])]);
    const withoutCheese = pizza.options.map((g) => (g.name === 'Extras' ? { ...g, choices: g.choices.filter((c) => c.name !== 'Extra cheese') } : g));
    expect((await t.call({ method: 'PUT', url: `/api/products/${pizza._id}`, token: pizzeria.token, payload: { options: withoutCheese } })).statusCode).toBe(200);
    const res = await t.call({ method: 'GET', url: `/api/orders/${order._id}/reorder`, token: customer.token });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.changes).toEqual([
      { kind: 'optionGone', name: 'Margherita', option: 'Extra cheese' },
      { kind: 'priceChanged', name: 'Margherita', from: 1400, to: 1300 },
    ]);
    const lines = answer.lines as { price: number; choices?: { choiceName: string }[]; product: { options: Group[] } }[];
    expect(lines.map((l) => [l.price, (l.choices ?? []).map((c) => c.choiceName)]).sort()).toEqual([
      [1300, ['Large']],
      [900, ['Medium']],
    ]);
    for (const l of lines) expect(l.product.options).toEqual(withoutCheese);
  });
});
