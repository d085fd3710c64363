import { eq } from 'drizzle-orm';
import { SUB_ORDER_SEQUENCE } from '@sokoni/domain/order-status';
import { drivers, orders } from '../../src/db/schema/index.ts';
import { signupDriver, type Created } from './accounts.ts';
import { placeOrder, type Line } from './orders.ts';
import type { TestApp } from './test-app.ts';

export interface PlacedOrder {
  _id: string;
  orderId: string;
  delivery: { fee: number; option: string };
  subOrders: { _id: string; shop: { _id: string }; status: string }[];
  /** The customer's delivery PIN, in the answers to the customer (null with DELIVERY_PIN=off). */
  deliveryPin?: string | null;
}

/** Verification has no route of its own yet: the admin's decision is written directly. */
export async function setVerification(t: TestApp, driverId: string, verificationStatus: 'Pending' | 'Approved' | 'Rejected', rejectionReason: string | null = null) {
  await t.database.db.update(drivers).set({ verificationStatus, rejectionReason }).where(eq(drivers.id, driverId));
}

export async function approvedDriver(t: TestApp, overrides: Record<string, string> = {}): Promise<Created> {
  const driver = await signupDriver(t, overrides);
  await setVerification(t, driver.id, 'Approved');
  return driver;
}

export async function newOrder(t: TestApp, customer: Created, items: Line[], option: 'platform' | 'own' = 'platform'): Promise<PlacedOrder> {
  const res = await placeOrder(t, customer, items, { delivery: { option } });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json().order;
}

export const subOf = (order: PlacedOrder, shop: Created) => {
  const sub = order.subOrders.find((s) => s.shop._id === shop.id);
  if (!sub) throw new Error('no sub-order for that shop');
  return sub._id;
};

export function setSubStatus(t: TestApp, who: Created, subOrderId: string, status: string) {
  return t.call({ method: 'PUT', url: `/api/suborders/${subOrderId}/status`, token: who.token, payload: { status } });
}

/** The store clicks 'Mark as {next}' until the sub-order reaches `target`. */
export async function advanceTo(t: TestApp, shop: Created, subOrderId: string, target: string, from = 'Pending') {
  const start = SUB_ORDER_SEQUENCE.indexOf(from as never);
  const end = SUB_ORDER_SEQUENCE.indexOf(target as never);
  for (const status of SUB_ORDER_SEQUENCE.slice(start + 1, end + 1)) {
    const res = await setSubStatus(t, shop, subOrderId, status);
    if (res.statusCode !== 200) throw new Error(`advance to ${status} failed: ${res.body}`);
  }
}

/** Every shop in the order marks its part ReadyForPickup. */
export async function makeReady(t: TestApp, order: PlacedOrder, shops: Created[]) {
  for (const shop of shops) await advanceTo(t, shop, subOf(order, shop), 'ReadyForPickup');
}

export function assign(t: TestApp, driver: Created, orderId: string, action: 'accept' | 'decline', body: Record<string, unknown> = {}) {
  return t.call({ method: 'PUT', url: `/api/orders/${orderId}/assign-driver`, token: driver.token, payload: { driverId: driver.id, action, ...body } });
}

/** The customer's delivery PIN, as they would read it out to the rider. */
export async function deliveryPinOf(t: TestApp, orderId: string): Promise<string | null> {
  const [row] = await t.database.db.select({ pin: orders.deliveryPin }).from(orders).where(eq(orders.id, orderId));
  return row?.pin ?? null;
}

/** 'Mark as Delivered' with the customer's PIN, unless the test gives its own body. */
export async function markDelivered(t: TestApp, driver: Created, orderId: string, body?: Record<string, unknown>) {
  const payload = body ?? { pin: (await deliveryPinOf(t, orderId)) ?? undefined };
  return t.call({ method: 'PUT', url: `/api/orders/${orderId}/mark-delivered`, token: driver.token, payload });
}
