import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { place, quote, type Customer } from '../shared/checkout.ts';
import { Tally } from '../shared/stats.ts';
import type { NewSubOrderHandler } from './partner-sockets.ts';

const EVENT_TIMEOUT_MS = 10_000;

interface Expected {
  sentAt: number;
  receivedAt?: number;
  orderId?: string;
  arrived: () => void;
}

export interface NotifyResult {
  orders: number;
  seconds: number;
  /** From just before the place request to `newSubOrder` on the shop's socket. */
  notifyMs: number[];
  placeMs: number[];
  eventBeforeAnswer: number;
  missing: number;
  wrongOrder: number;
  stray: number;
  refused: Tally;
}

/** Matches each shop's `newSubOrder` to the one order in flight for that shop. */
export function createNotifyMeter() {
  const expected = new Map<string, Expected>();
  let stray = 0;
  const onNewSubOrder: NewSubOrderHandler = (partnerId, payload, receivedAt) => {
    const entry = expected.get(partnerId);
    if (!entry || entry.receivedAt !== undefined) {
      stray++;
      return;
    }
    entry.receivedAt = receivedAt;
    entry.orderId = payload.orderId;
    entry.arrived();
  };
  function expect(partnerId: string): { entry: Expected; arrival: Promise<void> } {
    let arrived = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const entry: Expected = { sentAt: 0, arrived };
    expected.set(partnerId, entry);
    return { entry, arrival };
  }
  return { onNewSubOrder, expect, done: (partnerId: string) => expected.delete(partnerId), stray: () => stray };
}
export type NotifyMeter = ReturnType<typeof createNotifyMeter>;

async function orderAndWait(port: number, customer: Customer, target: { id: string; product: string }, meter: NotifyMeter, result: NotifyResult, record: boolean) {
  const items = [{ product: target.product, quantity: 1 }];
  const quoted = await quote(port, items);
  if (quoted.status !== 200) throw new Error(`Quote answered ${quoted.status}: ${JSON.stringify(quoted.body)}`);
  const { entry, arrival } = meter.expect(target.id);
  entry.sentAt = performance.now();
  const placed = await place(port, customer, items, quoted.body.fee);
  const answeredAt = performance.now();
  if (placed.status !== 201) {
    meter.done(target.id);
    if (record) result.refused.add(placed.status);
    return;
  }
  const timeout = new AbortController();
  await Promise.race([arrival, sleep(EVENT_TIMEOUT_MS, undefined, { signal: timeout.signal }).catch(() => undefined)]);
  timeout.abort();
  meter.done(target.id);
  if (!record) return;
  result.orders++;
  result.placeMs.push(answeredAt - entry.sentAt);
  if (entry.receivedAt === undefined) {
    result.missing++;
    return;
  }
  result.notifyMs.push(entry.receivedAt - entry.sentAt);
  if (entry.receivedAt < answeredAt) result.eventBeforeAnswer++;
  if (entry.orderId !== placed.body._id) result.wrongOrder++;
}

/**
 * Each customer places one-item orders, one shop at a time, each to the next shop in the list, and
 * waits for both the answer and the shop's notification before the next. The first `warmup` orders
 * are not counted.
 */
export async function measureNotifications(
  port: number,
  customers: Customer[],
  targets: { id: string; product: string }[],
  meter: NotifyMeter,
  warmup: number,
): Promise<NotifyResult> {
  const result: NotifyResult = { orders: 0, seconds: 0, notifyMs: [], placeMs: [], eventBeforeAnswer: 0, missing: 0, wrongOrder: 0, stray: 0, refused: new Tally() };
  let next = 0;
  let measuredFrom = 0;
  const strayBefore = meter.stray();
  await Promise.all(
    customers.map(async (customer) => {
      for (let i = next++; i < targets.length; i = next++) {
        if (i === warmup) measuredFrom = performance.now();
        await orderAndWait(port, customer, targets[i]!, meter, result, i >= warmup);
      }
    }),
  );
  result.seconds = (performance.now() - measuredFrom) / 1000;
  result.stray = meter.stray() - strayBefore;
  return result;
}
