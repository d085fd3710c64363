import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../../test/helpers/accounts.ts';
import { placeMpesaOrder } from '../../../../test/helpers/mpesa.ts';
import { insertProducts } from '../../../../test/helpers/products.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { SIMULATOR_PREFIX } from '../../../config.mpesa.ts';

let t: TestApp;
let admin: Created;
let customer: Created;
let shop: Created;
let product: string;

/** A free port, so the simulator's callbacks and results can reach this server where it will listen. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ MPESA_ENV: 'simulator', PORT: String(port), HOST: '127.0.0.1', MPESA_CALLBACK_URL: `http://127.0.0.1:${port}`, JOBS_POLL_MS: '50' });
  await t.app.listen({ port, host: '127.0.0.1' });
  shop = await signupPartner(t, { town: 'Nairobi', location: '-1.2833,36.8167' });
  admin = await signupAdmin(t);
  customer = await signupCustomer(t);
  [product] = (await insertProducts(t, shop.id, [{ name: 'Sukuma', price: 60, inventory: 50 }])) as [string];
});
afterAll(async () => {
  await t?.close();
});

const paymentOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}/payment`, token: customer.token })).json();

/** A paid order: the customer approves the prompt on the simulator's test phone. */
async function paidOrder(phone: string) {
  const res = await placeMpesaOrder(t, customer, [{ product, quantity: 2 }], { mpesaPhone: phone });
  const id = res.json().order._id as string;
  const { simulator } = await paymentOf(id);
  await t.call({ method: 'POST', url: `${SIMULATOR_PREFIX}/prompts/${simulator.checkoutRequestId}/answer`, payload: { answer: 'approve' } });
  await vi.waitFor(async () => expect((await paymentOf(id)).paymentStatus).toBe('Paid'), { timeout: 15_000, interval: 100 });
  return id;
}

const cancel = (id: string) => t.call({ method: 'POST', url: `/api/admin/orders/${id}/cancel`, token: admin.token, payload: { reason: 'Shop closed for the day' } });
const outcome = (value: 'succeed' | 'fail') => t.call({ method: 'POST', url: `${SIMULATOR_PREFIX}/payouts/outcome`, payload: { outcome: value } });

describe('refunds with the M-Pesa simulator', () => {
  it('pays the refund back and delivers its result, end to end', async () => {
    const id = await paidOrder('0711 000 401');
    expect((await cancel(id)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await paymentOf(id)).paymentStatus).toBe('Refunded'), { timeout: 15_000, interval: 100 });
    expect((await paymentOf(id)).refunds).toEqual([expect.objectContaining({ phone: '0711000401', state: 'sent', transactionId: expect.any(String) })]);
  });

  it('fails the following payouts when asked, and the admin retry then goes through', async () => {
    const id = await paidOrder('0711 000 402');
    expect((await outcome('fail')).json()).toEqual({ outcome: 'fail' });
    await cancel(id);
    await vi.waitFor(async () => expect((await paymentOf(id)).paymentStatus).toBe('RefundFailed'), { timeout: 15_000, interval: 100 });
    const [failed] = (await paymentOf(id)).refunds;
    expect(failed.failure).toMatch(/balance is insufficient/);
    await outcome('succeed');
    expect((await t.call({ method: 'POST', url: `/api/admin/orders/${id}/refunds/${failed._id}/retry`, token: admin.token })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await paymentOf(id)).paymentStatus).toBe('Refunded'), { timeout: 15_000, interval: 100 });
  });

  it("pays a store's balance through B2C and settles it by the simulator's result, so 'Pay' works under npm start", async () => {
    await outcome('succeed');
    const credit = await t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind: 'partner', accountId: shop.id, amount: 750, reason: 'Opening balance for the test' } });
    expect(credit.statusCode).toBe(201);
    const res = await t.call({ method: 'POST', url: '/api/admin/payouts', token: admin.token, payload: { accountKind: 'partner', accountId: shop.id, amount: 700 } });
    expect(res.statusCode).toBe(201);
    const latest = async () => (await t.call({ method: 'GET', url: `/api/admin/payouts?accountId=${shop.id}`, token: admin.token })).json().items[0];
    await vi.waitFor(async () => expect((await latest()).status).toBe('Paid'), { timeout: 15_000, interval: 100 });
    expect((await latest()).reference).toEqual(expect.any(String));
  });
});
