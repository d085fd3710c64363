import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { createAuthorizationFixture, type AuthorizationFixture, type Persona } from './helpers/authorization-fixture.ts';

/**
 * Hostile input on every registered route: malformed and mistyped bodies, huge strings, unknown and
 * prototype-polluting keys, ids that are not ids and absurd query numbers, sent with a token that is
 * allowed on the route so the request reaches validation and the handler. The server must answer
 * below 500, every 4xx carries a JSON `message`, and a group of requests that were all refused
 * leaves the main tables exactly as they were.
 */

const REMOTE = '203.0.113.9';
const GROUP = 12;
/** Tables whose content must not move when a request is refused. Rate-limit windows, the mail
 * outbox, audit and web-vitals tables are left out on purpose: a refused login or sign-up counts
 * against its limit, which is the point of the limit, and none of them holds marketplace data. */
const MAIN_TABLES = ['users', 'partners', 'drivers', 'products', 'orders', 'sub_orders', 'reviews', 'saved_locations'];

/** mulberry32: a small seeded generator, so a failing run can be repeated exactly. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20_260_808);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const HUGE = 'x'.repeat(100 * 1024);
const WRONG_VALUES: unknown[] = [0, -1, 1e308, 3.5, null, true, {}, { $gt: '' }, [], ['a', 1], '', HUGE];
const BAD_IDS = ['x', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(25), '%F0%9F%8D%94%E2%82%AC', '0'.repeat(23) + 'g', '-1'];
const BAD_NUMBERS = ['-1', '-99999999999', '1e309', '99999999999999999999999', 'NaN', '1.5', HUGE.slice(0, 5000)];
const QUERY_KEYS = ['page', 'limit', 'offset', 'lat', 'lng', 'radius', 'minPrice', 'maxPrice', 'from', 'to', 'days', 'q', 'status'];

/** The account that may use a route (its owner, or the admin for the console and public routes). */
function ownerOf(method: string, url: string): Persona {
  if (url.startsWith('/api/admin/partners/:id/business-permit')) return 'partnerA';
  if (url.startsWith('/api/admin') || url === '/api/dev/outbox') return 'admin';
  if (/^\/api\/driver|assign-driver|mark-delivered/.test(url)) return 'driverA';
  if (/^\/api\/(partner|upload-)|^\/api\/partners\/:id(\/(orders|sales))?$|^\/api\/suborders\/:id\/status/.test(url) && method !== 'GET') return 'partnerA';
  if (/^\/api\/(partner|partner-notifications)|\/(orders|sales)$/.test(url)) return 'partnerA';
  if (/^\/api\/products(\/:id)?$/.test(url) && method !== 'GET') return 'partnerA';
  if (/^\/api\/(user|users)\/|^\/api\/orders\/(place|my-orders|:id\/confirm-delivery)|\/(rate|comments)$/.test(url)) return 'customerA';
  if (/^\/api\/(orders|order|suborders)\/:id/.test(url)) return 'customerA';
  return 'admin';
}

/** A real target for a route's path parameters; routes that consume their target get a fresh one. */
async function realPath(f: AuthorizationFixture, method: string, url: string): Promise<string> {
  const id = async (name: string): Promise<string> => {
    if (name === 'slug' || name === 'shop') return f.a.slug;
    if (/^\/api\/admin\/partners\/:id\/(verify|suspend|reinstate)/.test(url)) return f.fresh.partner(url.endsWith('reinstate'));
    if (/^\/api\/admin\/drivers\/:id\//.test(url)) return f.fresh.driver(url.endsWith('reinstate'));
    if (/^\/api\/admin\/customers\/:id\//.test(url)) return f.fresh.customer(url.endsWith('reinstate'));
    if (url === '/api/admin/orders/:id/cancel') return f.fresh.order();
    if (url === '/api/admin/messages/:id/handled') return f.fresh.message();
    if (url === '/api/orders/:id/confirm-delivery') return f.fresh.readyOrder();
    if (method === 'DELETE' && url.startsWith('/api/products/')) return f.fresh.product();
    if (url.startsWith('/api/partner-notifications/:id')) return method === 'DELETE' ? f.fresh.notification() : f.a.notificationId;
    if (name === 'userId') return f.accounts.customerA.id;
    if (name === 'driverId') return f.accounts.driverA.id;
    if (name === 'partnerId' || url.startsWith('/api/partners/') || url.startsWith('/api/admin/partners/')) return f.accounts.partnerA.id;
    if (url.startsWith('/api/products/')) return f.a.productId;
    if (url.startsWith('/api/suborders/')) return f.a.subOrderId;
    return f.a.orderId;
  };
  let path = url;
  for (const [, name] of url.matchAll(/:(\w+)/g)) path = path.replace(`:${name}`, await id(name!));
  return path;
}

type Doc = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>> };
function bodyFields(doc: Doc, method: string, url: string): string[] {
  const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  return Object.keys(op?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
}

/** Hostile requests for one route, `path` already carrying real ids. */
function hostile(method: string, url: string, path: string, fields: string[]): InjectOptions[] {
  const json = (payload: string, type = 'application/json'): InjectOptions => ({ method: method as never, url: path, payload, headers: { 'content-type': type } });
  const body = (value: unknown) => json(JSON.stringify(value));
  const list: InjectOptions[] = [];
  for (const bad of BAD_IDS) {
    if (url.includes(':')) list.push({ method: method as never, url: url.replace(/:\w+/g, bad) });
  }
  for (const key of QUERY_KEYS) list.push({ method: method as never, url: path, query: { [key]: pick(BAD_NUMBERS) } });
  if (method === 'GET' || method === 'HEAD') return list;
  list.push(json('{"a":'), json('{"a": 1}', 'text/plain'), json('<x/>', 'application/xml'), json('a=1&b=2', 'application/x-www-form-urlencoded'));
  list.push(json('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', 'multipart/form-data; boundary=x'));
  list.push(body([]), body([{ a: 1 }]), body('a string'), body(42), body(null));
  list.push(json('{"__proto__": {"isAdmin": true, "role": "admin"}}'), body({ constructor: { prototype: { isAdmin: true } } }));
  list.push(body({ unknownField: HUGE, role: 'admin', isAdmin: true, _id: 'f'.repeat(24) }));
  for (const field of fields) {
    for (let i = 0; i < 3; i += 1) list.push(body({ [field]: pick(WRONG_VALUES) }));
    list.push(body({ [field]: HUGE }));
  }
  if (fields.length) list.push(body(Object.fromEntries(fields.map((field) => [field, pick(WRONG_VALUES)]))));
  return list;
}

interface Snapshot {
  [table: string]: string;
}
async function snapshot(f: AuthorizationFixture): Promise<Snapshot> {
  // One round trip: a row count and a checksum of every row's full text, per table.
  const query = MAIN_TABLES.map((table) => `select '${table}' as name, count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t.id)), '') as sum from ${table} t`).join(' union all ');
  const res = (await f.t.database.db.execute(sql.raw(query))) as unknown as { rows: { name: string; n: number; sum: string }[] };
  return Object.fromEntries(res.rows.map((row) => [row.name, `${row.n}:${row.sum}`]));
}

let f: AuthorizationFixture;
beforeAll(async () => {
  f = await createAuthorizationFixture();
}, 120_000);
afterAll(async () => {
  await f?.close();
});

describe('API fuzz', () => {
  it('answers hostile input on every route below 500, with a message, and changes nothing when it refuses', async () => {
    const doc = (await f.t.call({ method: 'GET', url: '/docs/json' })).json() as Doc;
    const routes = f.t.app.registeredRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(50);

    const problems: string[] = [];
    const changed: string[] = [];
    let sent = 0;
    let refused = 0;
    for (const route of routes) {
      const path = await realPath(f, route.method, route.url);
      const token = f.tokenOf(ownerOf(route.method, route.url));
      const requests = hostile(route.method, route.url, path, bodyFields(doc, route.method, route.url));
      // Taken after any fresh target was made; each group's "after" is the next group's "before".
      let before = await snapshot(f);
      for (let start = 0; start < requests.length; start += GROUP) {
        const group = requests.slice(start, start + GROUP);
        const answers: LightMyRequestResponse[] = await Promise.all(group.map((r) => f.t.call({ ...r, token, remoteAddress: REMOTE })));
        sent += answers.length;
        answers.forEach((res, i) => {
          const what = `${route.method} ${route.url} <- ${describeRequest(group[i]!)}`;
          if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            refused += 1;
            let message: unknown;
            try {
              message = (res.json() as { message?: unknown }).message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || !message) problems.push(`${what}: ${res.statusCode} without a JSON message: ${res.body.slice(0, 120)}`);
          }
        });
        // Only a group that was refused throughout must leave the data as it was; an accepted request
        // (e.g. unknown fields dropped from a valid update) may legitimately write.
        const after = await snapshot(f);
        if (answers.every((res) => res.statusCode >= 400)) {
          const moved = MAIN_TABLES.filter((table) => before[table] !== after[table]);
          if (moved.length) changed.push(`${route.method} ${route.url}: ${moved.join(', ')} changed by ${group.map(describeRequest).join(' ; ')}`);
        }
        before = after;
      }
    }
    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
    expect(refused).toBeGreaterThan(sent / 2);
  }, 300_000);
});

function describeRequest(r: InjectOptions): string {
  const payload = typeof r.payload === 'string' ? r.payload.slice(0, 60) : '';
  return `${String(r.url).slice(0, 80)}${r.query ? ` ?${JSON.stringify(r.query).slice(0, 40)}` : ''} ${payload}`;
}
