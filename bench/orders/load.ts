import { performance } from 'node:perf_hooks';
import { random, type Random } from '../catalog/generate.ts';
import { place, quote, type Customer, type Line } from '../shared/checkout.ts';
import { Tally } from '../shared/stats.ts';
import type { OrdersSeed } from './seed.ts';

export interface LoadResult {
  seconds: number;
  placed: number;
  unitsOrdered: number;
  /** Every answered place request, whatever its status. */
  placeMs: number[];
  quoteMs: number[];
  placeRefused: Tally;
  quoteRefused: Tally;
  /** The first message seen for each refusal status, so a failure is readable. */
  messages: Map<string, string>;
}

/** 1-3 distinct products from 1-2 distinct shops, 1-3 of each. */
function pickLines(rnd: Random, shops: OrdersSeed['shops']): Line[] {
  const lineCount = rnd.int(1, 3);
  const shopCount = Math.min(rnd.int(1, 2), lineCount);
  const chosen = new Set<OrdersSeed['shops'][number]>();
  while (chosen.size < shopCount) chosen.add(rnd.pick(shops));
  const shopList = [...chosen];
  const products = new Set<string>();
  for (let i = 0; products.size < lineCount; i++) products.add(rnd.pick(shopList[i % shopCount]!.products));
  return [...products].map((product) => ({ product, quantity: rnd.int(1, 3) }));
}

function noteRefusal(result: LoadResult, tally: Tally, label: string, body: unknown): void {
  tally.add(label);
  const message = (body as { message?: unknown } | null)?.message;
  if (!result.messages.has(label)) result.messages.set(label, typeof message === 'string' ? message : JSON.stringify(body).slice(0, 200));
}

/** One customer going through checkout (quote, then place) again and again until the deadline. */
async function customerLoop(port: number, customer: Customer, shops: OrdersSeed['shops'], rnd: Random, deadline: number, result: LoadResult) {
  while (performance.now() < deadline) {
    const items = pickLines(rnd, shops);
    const q0 = performance.now();
    const quoted = await quote(port, items).catch(() => null);
    result.quoteMs.push(performance.now() - q0);
    if (!quoted || quoted.status !== 200) {
      noteRefusal(result, result.quoteRefused, `quote ${quoted?.status ?? 'network error'}`, quoted?.body ?? null);
      continue;
    }
    const t0 = performance.now();
    const placed = await place(port, customer, items, quoted.body.fee).catch(() => null);
    result.placeMs.push(performance.now() - t0);
    if (placed?.status === 201) {
      result.placed++;
      result.unitsOrdered += items.reduce((sum, l) => sum + l.quantity, 0);
    } else {
      noteRefusal(result, result.placeRefused, String(placed?.status ?? 'network error'), placed?.body ?? null);
    }
  }
}

/** Every customer places orders concurrently for `seconds`. */
export async function placeOrdersFor(port: number, customers: Customer[], shops: OrdersSeed['shops'], seconds: number, seed: number): Promise<LoadResult> {
  const result: LoadResult = {
    seconds: 0,
    placed: 0,
    unitsOrdered: 0,
    placeMs: [],
    quoteMs: [],
    placeRefused: new Tally(),
    quoteRefused: new Tally(),
    messages: new Map(),
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(customers.map((c, i) => customerLoop(port, c, shops, random(seed + i), deadline, result)));
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
