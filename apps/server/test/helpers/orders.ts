import { eq, sql } from 'drizzle-orm';
import { orders, products } from '../../src/db/schema/index.ts';
import type { Created } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const NAIROBI_CUSTOMER = { town: 'Nairobi', location: '-1.2921,36.8219' };

export interface Line {
  product: string;
  quantity: number;
  price?: unknown;
  shop?: unknown;
  /** The chosen options of a product with option groups. */
  choices?: { group: string; choice: string }[];
}

export async function quote(t: TestApp, items: Line[], delivery: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/delivery/quote', payload: { items, delivery: { ...NAIROBI_CUSTOMER, option: 'platform', ...delivery } } });
  if (res.statusCode !== 200) throw new Error(`quote failed: ${res.body}`);
  return res.json() as { fee: number; breakdown: Record<string, unknown>; shops: unknown[] };
}

/** The spec's placement payload, with the fee the server quotes unless one is given. */
export async function orderPayload(t: TestApp, customer: Created, items: Line[], delivery: Record<string, unknown> = {}) {
  const fee = delivery['fee'] ?? (await quote(t, items, delivery)).fee;
  return {
    userId: customer.id,
    items,
    delivery: { ...NAIROBI_CUSTOMER, option: 'platform', ...delivery, fee },
    paymentMethod: 'COD',
  };
}

export async function placeOrder(
  t: TestApp,
  customer: Created,
  items: Line[],
  options: { delivery?: Record<string, unknown>; idempotencyKey?: string; payload?: Record<string, unknown> } = {},
) {
  const payload = options.payload ?? (await orderPayload(t, customer, items, options.delivery));
  return t.call({
    method: 'POST',
    url: '/api/orders/place',
    token: customer.token,
    payload,
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  });
}

export async function inventoryOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.database.db.select({ inventory: products.inventory }).from(products).where(eq(products.id, productId));
  return row!.inventory;
}

export async function orderCount(t: TestApp, userId?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(userId ? eq(orders.userId, userId) : undefined);
  return row!.n;
}
