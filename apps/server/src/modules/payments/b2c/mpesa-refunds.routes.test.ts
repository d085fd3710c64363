import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ledgerEntries, ledgerPostings, smsOutbox } from '../../../db/schema/index.ts';
import { signupAdmin, signupCustomer, signupPartner, type Created } from '../../../../test/helpers/accounts.ts';
import { auditRowsFor } from '../../../../test/helpers/audit.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../../test/helpers/fake-daraja.ts';
import { b2cResult, lastPayout, lastPush, mpesaTestApp, placeMpesaOrder, runPaymentJobs, statusResultPath, stkCallback, transactionStatusResult } from '../../../../test/helpers/mpesa.ts';
import type { Line } from '../../../../test/helpers/orders.ts';
import { subOf } from '../../../../test/helpers/lifecycle.ts';
import { insertProducts } from '../../../../test/helpers/products.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let pilau: Created;
let juices: Created;
let admin: Created;
let customer: Created;
let rice: string;
let chips: string;
let mango: string;
let sweet: string;
let receipts = 0;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  pilau = await signupPartner(t, { businessName: 'Mama Pilau', town: 'Nairobi', location: '-1.2833,36.8167' });
  juices = await signupPartner(t, { businessName: 'Juice Bar', town: 'Nairobi', location: '-1.2840,36.8170' });
  admin = await signupAdmin(t);
  customer = await signupCustomer(t, { phoneNumber: '0712 345 678' });
  [rice, chips, sweet] = (await insertProducts(t, pilau.id, [
    { name: 'Pilau', price: 250.5, inventory: 100 },
    { name: 'Chips', price: 99.5, inventory: 100 },
    { name: 'Sweet', price: 5.5, inventory: 100 },
  ])) as [string, string, string];
  [mango] = (await insertProducts(t, juices.id, [{ name: 'Mango Juice', price: 100, inventory: 100 }])) as [string];
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const call = (path: string, body: unknown) => t.call({ method: 'POST', url: path, payload: body as object });
const orderOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}`, token: customer.token })).json();
const paymentOf = async (id: string) => (await t.call({ method: 'GET', url: `/api/orders/${id}/payment`, token: customer.token })).json();
/** Cents the ledger posted for an order, by posting kind, on the refunds account. */
async function refundsAccount(orderId: string) {
  const rows = await t.database.db
    .select({ kind: ledgerPostings.kind, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
    .where(and(eq(ledgerPostings.orderId, orderId), eq(ledgerEntries.accountKind, 'refunds')));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + Number(r.cents), 0);
  return { owed: sum('refundOwed'), sent: 0 - sum('refundSent') };
}
const refundPostings = (orderId: string) => t.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.orderId, orderId), eq(ledgerPostings.kind, 'refundSent')));
const refundTexts = () => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.kind, 'refund_sent'));
const retry = (orderId: string, refundId: string, who: Created | null = admin) =>
  t.call({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds/${refundId}/retry`, ...(who ? { token: who.token } : {}) });

/** An order paid by M-Pesa from this phone, confirmed as Daraja would. */
async function paidOrder(items: Line[], phone = '0712345678') {
  const res = await placeMpesaOrder(t, customer, items, { mpesaPhone: phone });
  expect(res.statusCode).toBe(201);
  const push = lastPush(fake);
  fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
  receipts += 1;
  await call(push.path, stkCallback(push, { code: 0, receipt: `SKR${String(receipts).padStart(7, '0')}` }));
  await runPaymentJobs(t);
  const order = await orderOf(res.json().order._id);
  expect(order.paymentStatus).toBe('Paid');
  return { order, paid: push.amount };
}

/** Runs the refund jobs written with the cancellation (open the refund, send it); answers the payout Daraja received. */
async function sendRefunds() {
  const before = fake.payouts.length;
  await runPaymentJobs(t, ['payments.mpesa-refund']);
  expect(fake.payouts.length).toBe(before + 1);
  return lastPayout(fake);
}

const adminCancel = (orderId: string) => t.call({ method: 'POST', url: `/api/admin/orders/${orderId}/cancel`, token: admin.token, payload: { reason: 'Shop closed for the day' } });

describe('refunds of orders paid by M-Pesa', () => {
  it('sends the whole payment back to the paying phone when the admin cancels, and tells the customer', async () => {
    const { order, paid } = await paidOrder([{ product: rice, quantity: 2 }], '0711 000 301');
    expect((await adminCancel(order._id)).statusCode).toBe(200);
    const payout = await sendRefunds();
    expect(payout).toMatchObject({ amount: paid, phone: '254711000301' });
    expect(payout.body).toMatchObject({ CommandID: 'BusinessPayment', PartyA: '600000', InitiatorName: 'testapi' });
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundPending');

    const ack = await call(payout.path, b2cResult(payout, { code: 0, transactionId: 'RKA0000301' }));
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
    const payment = await paymentOf(order._id);
    expect(payment.refunds).toEqual([expect.objectContaining({ amount: paid, phone: '0711000301', state: 'sent', transactionId: 'RKA0000301' })]);
    expect(await refundPostings(order._id)).toHaveLength(1);
    await runPaymentJobs(t, ['sms.refund-sent']);
    expect((await refundTexts()).map((r) => r.text)).toContainEqual(expect.stringContaining(`refund of Ksh ${paid}`));
  });

  it('changes nothing for forged results, and a duplicate result counts once', async () => {
    const { order, paid } = await paidOrder([{ product: rice, quantity: 1 }], '0711 000 302');
    await adminCancel(order._id);
    const payout = await sendRefunds();
    const forged = [
      call('/api/payments/mpesa/b2c/not-the-secret-not-the-secret-xx/result', b2cResult(payout, { code: 0 })),
      call(payout.path, b2cResult({ ...payout, originatorConversationId: 'f'.repeat(24) }, { code: 0 })),
      call(payout.path, b2cResult({ ...payout, conversationId: 'AG_forged' }, { code: 0 })),
      call(payout.path, b2cResult({ ...payout, amount: paid + 100 }, { code: 0 })),
      call(payout.path, { hello: 'world' }),
      t.call({ method: 'POST', url: payout.path, headers: { 'content-type': 'application/json' }, payload: '{not json' }),
    ];
    for (const res of await Promise.all(forged)) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    }
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundPending');
    expect((await paymentOf(order._id)).refunds[0].state).toBe('pending');
    expect(await refundPostings(order._id)).toHaveLength(0);

    const real = b2cResult(payout, { code: 0, transactionId: 'RKA0000302' });
    for (let i = 0; i < 3; i++) expect((await call(payout.path, real)).statusCode).toBe(200);
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
    expect(await refundPostings(order._id)).toHaveLength(1);
    // A failure reported after the success does not undo it.
    await call(payout.path, b2cResult(payout, { code: 1 }));
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
  });

  it("refunds a declined shop's part of a paid multi-shop order, and never more than was paid in all", async () => {
    const { order, paid } = await paidOrder([{ product: rice, quantity: 1 }, { product: mango, quantity: 2 }], '0711 000 303');
    const declined = await t.call({ method: 'POST', url: `/api/suborders/${subOf(order, juices)}/decline`, token: juices.token, payload: { reason: 'out of stock' } });
    expect(declined.statusCode).toBe(200);
    // The juices, and what the shorter trip without that shop saves on the delivery fee.
    const feeSaved = order.delivery.fee - (await orderOf(order._id)).delivery.fee;
    expect(feeSaved).toBeGreaterThanOrEqual(0);
    const part = await sendRefunds();
    expect(part.amount).toBe(Math.ceil(200 + feeSaved));
    await call(part.path, b2cResult(part, { code: 0, transactionId: 'RKA0000303' }));
    // Only part went back: the order stays paid, the refund is recorded.
    expect((await orderOf(order._id)).paymentStatus).toBe('Paid');
    expect((await paymentOf(order._id)).refunds).toEqual([expect.objectContaining({ amount: part.amount, state: 'sent' })]);

    await adminCancel(order._id);
    const rest = await sendRefunds();
    expect(rest.amount).toBe(paid - part.amount);
    await call(rest.path, b2cResult(rest, { code: 0, transactionId: 'RKA0000304' }));
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
    const sent = (await paymentOf(order._id)).refunds.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0);
    expect(sent).toBe(paid);
    // The ledger owed back exactly what went back (the lower fee and the rounding up included): the refunds account is square.
    expect(await refundsAccount(order._id)).toEqual({ owed: paid * 100, sent: paid * 100 });
  });

  it('owes back in the ledger exactly what a refused replacement refunds', async () => {
    const { order } = await paidOrder([{ product: rice, quantity: 1 }, { product: chips, quantity: 1 }], '0711 000 308');
    const item = order.items.find((i: { product: { _id: string } }) => i.product._id === chips)._id;
    const proposed = await t.call({ method: 'POST', url: `/api/suborders/${subOf(order, pilau)}/substitutions`, token: pilau.token, payload: { itemId: item, replacementProductId: rice } });
    expect(proposed.statusCode).toBe(201);
    expect((await t.call({ method: 'POST', url: `/api/substitutions/${proposed.json()._id}/answer`, token: customer.token, payload: { approve: false } })).statusCode).toBe(200);
    const part = await sendRefunds();
    // Ksh 99.50 owed, rounded up to the shilling as the payment was.
    expect(part.amount).toBe(100);
    await call(part.path, b2cResult(part, { code: 0, transactionId: 'RKA0000308' }));
    expect(await refundsAccount(order._id)).toEqual({ owed: 10_000, sent: 10_000 });
  });

  it("gives an amount below M-Pesa's Ksh 10 minimum back as Sokoni credit, which the customer sees and the ledger keeps", async () => {
    const creditBefore = (await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json().creditBalance as number;
    const { order, paid } = await paidOrder([{ product: rice, quantity: 1 }, { product: sweet, quantity: 1 }], '0711 000 309');
    const item = order.items.find((i: { product: { _id: string } }) => i.product._id === sweet)._id;
    const proposed = await t.call({ method: 'POST', url: `/api/suborders/${subOf(order, pilau)}/substitutions`, token: pilau.token, payload: { itemId: item, replacementProductId: rice } });
    expect(proposed.statusCode).toBe(201);
    expect((await t.call({ method: 'POST', url: `/api/substitutions/${proposed.json()._id}/answer`, token: customer.token, payload: { approve: false } })).statusCode).toBe(200);
    const payoutsBefore = fake.payouts.length;
    await runPaymentJobs(t, ['payments.mpesa-refund']);
    // Nothing goes to the phone: M-Pesa would refuse Ksh 6.
    expect(fake.payouts.length).toBe(payoutsBefore);
    // Ksh 5.50 owed, rounded up to the shilling as the payment was, and given as credit.
    expect((await paymentOf(order._id)).refunds).toEqual([expect.objectContaining({ amount: 6, state: 'credited' })]);
    expect((await orderOf(order._id)).paymentStatus).toBe('Paid');
    const me = (await t.call({ method: 'GET', url: '/api/user/me', token: customer.token })).json();
    expect(me.creditBalance).toBe(creditBefore + 6);
    // The ledger: owed back, then moved to the customer's credit instead of being sent; nothing waits on the refunds account.
    expect(await refundsAccount(order._id)).toEqual({ owed: 600, sent: 0 });
    const credited = await t.database.db
      .select({ cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerPostings, eq(ledgerPostings.id, ledgerEntries.postingId))
      .where(and(eq(ledgerPostings.orderId, order._id), eq(ledgerPostings.kind, 'refundAsCredit'), eq(ledgerEntries.accountKind, 'customerCredit')));
    expect(credited.map((r) => Number(r.cents))).toEqual([600]);

    // Cancelled afterwards: the rest of the payment goes to the phone, never the credited Ksh 6 again.
    await adminCancel(order._id);
    const rest = await sendRefunds();
    expect(rest.amount).toBe(paid - 6);
    await call(rest.path, b2cResult(rest, { code: 0, transactionId: 'RKA0000309' }));
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
    expect(await refundsAccount(order._id)).toEqual({ owed: paid * 100, sent: (paid - 6) * 100 });
  });

  it('shows a failed refund as RefundFailed with its reason; only the admin may retry it, once, and it is audited', async () => {
    const { order, paid } = await paidOrder([{ product: rice, quantity: 1 }], '0711 000 305');
    await adminCancel(order._id);
    const payout = await sendRefunds();
    await call(payout.path, b2cResult(payout, { code: 1 }));
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundFailed');
    const [failed] = (await paymentOf(order._id)).refunds;
    expect(failed).toMatchObject({ state: 'failed', failure: 'The balance is insufficient for the transaction.' });

    expect((await retry(order._id, failed._id, null)).statusCode).toBe(401);
    expect((await retry(order._id, failed._id, customer)).statusCode).toBe(403);
    expect((await retry(order._id, failed._id, pilau)).statusCode).toBe(403);
    const again = await retry(order._id, failed._id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ amount: paid, state: 'sending' });
    expect((await retry(order._id, failed._id)).statusCode).toBe(409);
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundPending');
    expect((await auditRowsFor(t, order._id)).map((r) => r.action)).toContain('order.refundRetry');

    const second = await sendRefunds();
    expect(second.originatorConversationId).not.toBe(payout.originatorConversationId);
    await call(second.path, b2cResult(second, { code: 0, transactionId: 'RKA0000305' }));
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
    expect((await paymentOf(order._id)).refunds.map((r: { state: string }) => r.state)).toEqual(['retried', 'sent']);
    expect(await refundPostings(order._id)).toHaveLength(1);
  });

  it('fails the refund when M-Pesa refuses the payout request itself', async () => {
    const { order } = await paidOrder([{ product: rice, quantity: 1 }], '0711 000 306');
    await adminCancel(order._id);
    fake.refusePayouts = 'The initiator is not allowed to initiate this request';
    try {
      await runPaymentJobs(t, ['payments.mpesa-refund']);
    } finally {
      fake.refusePayouts = null;
    }
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundFailed');
    expect((await paymentOf(order._id)).refunds[0].failure).toMatch(/not allowed to initiate/);
  });

  it('refunds a payment confirmed after its order switched to cash', async () => {
    const res = await placeMpesaOrder(t, customer, [{ product: rice, quantity: 1 }], { mpesaPhone: '0711 000 307' });
    const o = res.json().order;
    const push = lastPush(fake);
    expect((await t.call({ method: 'POST', url: `/api/orders/${o._id}/pay`, token: customer.token, payload: { method: 'COD' } })).statusCode).toBe(200);
    fake.queryAnswers.set(push.checkoutRequestId, { code: 0, desc: 'The service request is processed successfully.' });
    const before = fake.payouts.length;
    await call(push.path, stkCallback(push, { code: 0, receipt: 'SKLATE0307' }));
    await runPaymentJobs(t, ['payments.mpesa-confirm', 'payments.mpesa-refund']);
    expect(fake.payouts.length).toBe(before + 1);
    const payout = lastPayout(fake);
    expect(payout).toMatchObject({ amount: push.amount, phone: '254711000307' });
    await call(payout.path, b2cResult(payout, { code: 0, transactionId: 'RKA0000307' }));
    const after = await orderOf(o._id);
    // The order is paid in cash: its own payment status is not the late payment's.
    expect(after).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'Pending' });
    expect((await paymentOf(o._id)).refunds).toEqual([expect.objectContaining({ amount: push.amount, state: 'sent' })]);
  });
});

describe('a refund is paid once whatever runs twice', () => {
  it('sends nothing more for a duplicate refund job or a duplicate RefundDue job', async () => {
    const { order, paid } = await paidOrder([{ product: rice, quantity: 1 }], '0711 000 321');
    await adminCancel(order._id);
    const payout = await sendRefunds();
    const before = fake.payouts.length;
    // The same work written again under other keys, as a replayed outbox or a second process might.
    const dueOfOrder = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'payments.refund-due'));
    const event = dueOfOrder.find((j) => (j.payload as { order: { id: string } }).order.id === order._id)!.payload;
    expect(await t.services.jobs.schedule('payments.refund-due', event, { key: 'replayed' })).not.toBeNull();
    expect(await t.services.jobs.schedule('payments.mpesa-refund', { refundId: payout.originatorConversationId }, { key: 'replayed' })).not.toBeNull();
    expect(await t.services.jobs.schedule('payments.mpesa-refund', { refundId: payout.originatorConversationId }, { key: payout.originatorConversationId })).toBeNull();
    await runPaymentJobs(t, ['payments.refund-due', 'payments.mpesa-refund']);
    expect(fake.payouts.length).toBe(before);
    expect((await paymentOf(order._id)).refunds).toEqual([expect.objectContaining({ amount: paid, state: 'pending' })]);
    await call(payout.path, b2cResult(payout, { code: 0, transactionId: 'RKA0000321' }));
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
  });

  it('asks M-Pesa instead of paying again when the first attempt may have reached it, and settles from its answer', async () => {
    const { order, paid } = await paidOrder([{ product: rice, quantity: 1 }], '0711 000 322');
    await adminCancel(order._id);
    // The sending job's first attempt died after its request left (its process was killed): the row says attempt 1 ran.
    await runPaymentJobs(t, ['payments.refund-due']);
    const [refund] = (await paymentOf(order._id)).refunds;
    await t.database.db.update(jobs).set({ attempts: 1 }).where(and(eq(jobs.kind, 'payments.mpesa-refund'), eq(jobs.key, refund._id)));
    const payouts = fake.payouts.length;
    const queries = fake.statusQueries.length;
    await runPaymentJobs(t, ['payments.mpesa-refund', 'payments.mpesa-refund-status']);
    expect(fake.payouts.length).toBe(payouts);
    expect(fake.statusQueries.length).toBe(queries + 1);
    const query = fake.statusQueries.at(-1)!;
    expect(query).toMatchObject({ CommandID: 'TransactionStatusQuery', OriginalConversationID: refund._id, PartyA: '600000', Initiator: 'testapi' });
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundPending');

    const path = statusResultPath(query);
    const forged = [
      call(path.replace(/b2c\/[^/]+\//, 'b2c/not-the-secret-not-the-secret-xx/'), transactionStatusResult({ originatorConversationId: refund._id, amount: paid }, { status: 'Completed', receipt: 'RKF0000322' })),
      call(path, transactionStatusResult({ originatorConversationId: refund._id, amount: paid + 50 }, { status: 'Completed', receipt: 'RKF0000322' })),
      call(path, transactionStatusResult({ originatorConversationId: 'f'.repeat(24), amount: paid }, { status: 'Completed', receipt: 'RKF0000322' })),
      call(path.replace('/result', '/timeout'), { Result: { ResultCode: 1, ResultDesc: 'timeout' } }),
    ];
    for (const res of await Promise.all(forged)) expect(res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundPending');

    await call(path, transactionStatusResult({ originatorConversationId: refund._id, amount: paid }, { status: 'Completed', receipt: 'RKS0000322' }));
    expect((await orderOf(order._id)).paymentStatus).toBe('Refunded');
    expect((await paymentOf(order._id)).refunds).toEqual([expect.objectContaining({ state: 'sent', transactionId: 'RKS0000322' })]);
    expect(await refundPostings(order._id)).toHaveLength(1);
    // Its status job, run again, finds nothing left to ask.
    await runPaymentJobs(t, ['payments.mpesa-refund-status']);
    expect(fake.statusQueries.length).toBe(queries + 1);
    expect(fake.payouts.length).toBe(payouts);
  });

  it('fails the refund for the admin to retry when M-Pesa has no record of it', async () => {
    const { order } = await paidOrder([{ product: rice, quantity: 1 }], '0711 000 323');
    await adminCancel(order._id);
    const payout = await sendRefunds();
    // Its result never came: the status job (due 15 minutes after acceptance) asks.
    await runPaymentJobs(t, ['payments.mpesa-refund-status']);
    const query = fake.statusQueries.at(-1)!;
    expect(query.OriginalConversationID).toBe(payout.originatorConversationId);
    await call(statusResultPath(query), transactionStatusResult(null, null));
    expect((await orderOf(order._id)).paymentStatus).toBe('RefundFailed');
    expect((await paymentOf(order._id)).refunds[0]).toMatchObject({ state: 'failed', failure: expect.stringMatching(/no record/) });
  });
});
