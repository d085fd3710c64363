import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareSchema } from '../src/db/prepare-schema.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from './helpers/accounts.ts';
import { fakeDarajaEnv, startFakeDaraja, type FakeDaraja } from './helpers/fake-daraja.ts';
import { lastPush, placeMpesaOrder, runPaymentJobs, statusResultPath, stkCallback, transactionStatusResult } from './helpers/mpesa.ts';
import { insertProducts } from './helpers/products.ts';
import { serveForTest, TEST_ADMIN_EMAIL } from './helpers/test-app.ts';

/**
 * A paid M-Pesa order is cancelled; the server acknowledges it and starts sending the refund; M-Pesa
 * takes the payment but holds the request open; the server process is killed (SIGKILL: nothing
 * runs on the way out). The refund was written with the cancellation, so the restarted server
 * finds it, and since it cannot know whether M-Pesa took the request, it asks M-Pesa's Transaction
 * Status instead of paying again: the customer is paid exactly once.
 */
const root = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'sokoni-crash-'));
let fake: FakeDaraja;
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const env = () => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  ADMIN_EMAILS: TEST_ADMIN_EMAIL,
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  MAX_OPEN_ORDERS: '0',
  RATE_LIMIT_SIGNUP_PER_HOUR: '10000',
  SMS_PROVIDER: 'outbox',
  ...fakeDarajaEnv(fake.url),
  // Jobs are looked for often, and a job held by the killed process runs again soon after.
  JOBS_POLL_MS: '100',
  JOBS_LEASE_MS: '1500',
});

/** The server as `npm run dev` runs it, in a process of its own on the data left by the last one. */
async function startServer(): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const started = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: { ...process.env, ...env(), PORT: String(port), HOST: '127.0.0.1' } });
  child = started;
  let output = '';
  started.stderr?.on('data', (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    started.stdout?.on('data', (d) => {
      output += d;
      if (output.includes('Sokoni is running at')) resolve();
    });
    started.on('exit', (code) => reject(new Error(`the server stopped (${code}) before it started:\n${output}`)));
  });
  return { base: `http://127.0.0.1:${port}`, process: started };
}

/** Asks again until `check` answers something; the test's own time limit bounds the wait. */
async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const found = await check();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

let customer: Created;
let admin: Created;
let orderId: string;
let paid: number;

beforeAll(async () => {
  fake = await startFakeDaraja();
  // The shop, the customer and their paid order, written to DATA_DIR by an app in this process.
  const config = loadConfig(env());
  const database = await openDatabase(config);
  await prepareSchema(database);
  const t = await serveForTest(config, database);
  await t.services.jobs.stop();
  const shop = await signupPartner(t, { businessName: 'Mama Pilau', town: 'Nairobi', location: '-1.2833,36.8167' });
  admin = await signupAdmin(t);
  customer = await signupCustomer(t, { phoneNumber: '0712 345 678' });
  const [pilau] = (await insertProducts(t, shop.id, [{ name: 'Pilau', price: 250, inventory: 100 }])) as [string];
  const placed = await placeMpesaOrder(t, customer, [{ product: pilau, quantity: 2 }], { mpesaPhone: '0711 000 901' });
  expect(placed.statusCode).toBe(201);
  const push = lastPush(fake);
  fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
  await t.call({ method: 'POST', url: push.path, payload: stkCallback(push, { code: 0, receipt: 'SKR0000901' }) });
  await runPaymentJobs(t);
  orderId = placed.json().order._id;
  paid = push.amount;
  await t.app.close();
  await database.close();
}, 120_000);

afterAll(async () => {
  child?.kill('SIGKILL');
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (base: string, path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });

describe('a refund when the server is killed while M-Pesa holds the request', () => {
  it('is sent exactly once after the restart', async () => {
    const first = await startServer();
    const before = await (await call(first.base, `/api/orders/${orderId}`, customer.token)).json();
    expect(before, JSON.stringify(before)).toMatchObject({ paymentStatus: "Paid" });

    fake.holdPayouts = true;
    const cancelled = await call(first.base, `/api/admin/orders/${orderId}/cancel`, admin.token, { method: 'POST', body: { reason: 'Shop closed for the day' } });
    expect(cancelled.status).toBe(200);
    await fake.payoutHeld();
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;
    expect(fake.payouts).toHaveLength(1);
    const refundId = String(fake.payouts[0]!.OriginatorConversationID);
    expect(fake.payouts[0]).toMatchObject({ Amount: paid, PartyB: '254711000901', CommandID: 'BusinessPayment' });

    fake.holdPayouts = false;
    const second = await startServer();
    // The refund is still open: the restarted server asks M-Pesa about it rather than paying again.
    const query = await eventually(async () => fake.statusQueries.find((q) => q.OriginalConversationID === refundId));
    expect((await (await call(second.base, `/api/orders/${orderId}`, customer.token)).json()).paymentStatus).toBe('RefundPending');
    const answered = await fetch(`${second.base}${statusResultPath(query)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(transactionStatusResult({ originatorConversationId: refundId, amount: paid }, { status: 'Completed', receipt: 'RKC0000901' })),
    });
    expect(await answered.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });

    const order = await (await call(second.base, `/api/orders/${orderId}`, customer.token)).json();
    expect(order.paymentStatus).toBe('Refunded');
    const payment = await (await call(second.base, `/api/orders/${orderId}/payment`, customer.token)).json();
    expect(payment.refunds).toEqual([expect.objectContaining({ _id: refundId, amount: paid, phone: '0711000901', state: 'sent', transactionId: 'RKC0000901' })]);
    expect(fake.payouts).toHaveLength(1);

    const stopped = new Promise((resolve) => second.process.once('exit', resolve));
    second.process.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 180_000);
});
