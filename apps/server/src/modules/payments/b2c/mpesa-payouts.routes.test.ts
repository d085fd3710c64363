import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, ledgerPostings, payouts } from '../../../db/schema/index.ts';
import { signupAdmin, signupPartner, type Created } from '../../../../test/helpers/accounts.ts';
import { startFakeDaraja, type FakeDaraja } from '../../../../test/helpers/fake-daraja.ts';
import { approvedDriver } from '../../../../test/helpers/lifecycle.ts';
import { b2cResult, lastPayout, mpesaTestApp, runPaymentJobs, statusResultPath, transactionStatusResult } from '../../../../test/helpers/mpesa.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
let fake: FakeDaraja;
let admin: Created;

beforeAll(async () => {
  fake = await startFakeDaraja();
  t = await mpesaTestApp(fake);
  admin = await signupAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const credit = (accountKind: 'partner' | 'driver', accountId: string, amount: number) =>
  t.call({ method: 'POST', url: '/api/admin/ledger/adjustments', token: admin.token, payload: { accountKind, accountId, amount, reason: 'Opening balance for the test' } });
const pay = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/admin/payouts', token: admin.token, payload });
const history = async (accountId: string) => (await t.call({ method: 'GET', url: `/api/admin/payouts?accountId=${accountId}`, token: admin.token })).json().items;
const dueOf = async (accountId: string) => {
  const rows = (await t.call({ method: 'GET', url: '/api/admin/balances', token: admin.token })).json();
  return rows.find((r: { accountId: string }) => r.accountId === accountId)?.due;
};
const postingsOf = async (kind: string, note: string) => (await t.database.db.select().from(ledgerPostings).where(and(eq(ledgerPostings.kind, kind), eq(ledgerPostings.note, note)))).length;
const post = (path: string, body: unknown) => t.call({ method: 'POST', url: path, payload: body as object });

/** Runs the payout's sending job; answers the B2C request the fake Daraja received. */
async function sent() {
  const before = fake.payouts.length;
  await runPaymentJobs(t, ['ledger.mpesa-payout']);
  expect(fake.payouts.length).toBe(before + 1);
  return lastPayout(fake);
}

describe('M-Pesa payouts to stores and riders', () => {
  it('sends the whole shillings due to the registered phone; a failed result gives the balance back, and a retry pays it', async () => {
    const shop = await signupPartner(t, { contactNumber: '0722 100 201' });
    expect((await credit('partner', shop.id, 1000.5)).statusCode).toBe(201);

    const res = await pay({ accountKind: 'partner', accountId: shop.id });
    expect(res.statusCode).toBe(201);
    const payout = res.json();
    expect(payout).toMatchObject({ amount: 1000, channel: 'mpesa', status: 'Sent', phone: '0722100201' });
    // The money left the balance the moment it was sent: only the cents M-Pesa cannot send are due.
    expect(await dueOf(shop.id)).toBe(0.5);
    const again = await pay({ accountKind: 'partner', accountId: shop.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already in flight');

    const request = await sent();
    expect(request).toMatchObject({ originatorConversationId: payout._id, amount: 1000, phone: '254722100201' });
    expect(request.body).toMatchObject({ CommandID: 'BusinessPayment', Remarks: 'Sokoni payout' });

    // A result naming another ConversationID does nothing.
    await post(request.path, b2cResult({ ...request, conversationId: 'AG_forged' }, { code: 1 }));
    expect((await history(shop.id))[0].status).toBe('Sent');

    const ack = await post(request.path, b2cResult(request, { code: 1 }));
    expect(ack.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const [failed] = await history(shop.id);
    expect(failed).toMatchObject({ _id: payout._id, status: 'Failed', failureReason: 'The balance is insufficient for the transaction.', retriedAs: null, name: shop.body.partner.businessName });
    expect(await dueOf(shop.id)).toBe(1000.5);
    // A duplicate of the failure returns nothing twice.
    await post(request.path, b2cResult(request, { code: 1 }));
    expect(await dueOf(shop.id)).toBe(1000.5);
    const statement = (await t.call({ method: 'GET', url: '/api/partner/statement', token: shop.token })).json();
    expect(statement.lines).toContainEqual(expect.objectContaining({ kind: 'payoutFailed', net: 1000 }));
    expect(statement.totals).toMatchObject({ paidOut: 0, balance: 1000.5 });

    const retried = await t.call({ method: 'POST', url: `/api/admin/payouts/${failed._id}/retry`, token: admin.token });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ amount: 1000, status: 'Sent' });
    expect((await t.call({ method: 'POST', url: `/api/admin/payouts/${failed._id}/retry`, token: admin.token })).statusCode).toBe(409);
    const second = await sent();
    expect(second.originatorConversationId).toBe(retried.json()._id);
    const audit = (await t.call({ method: 'GET', url: '/api/admin/audit', token: admin.token })).json();
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['payout.mpesa', 'payout.retry']));

    const success = b2cResult(second, { code: 0, transactionId: 'RKP0000201' });
    for (let i = 0; i < 3; i++) expect((await post(second.path, success)).statusCode).toBe(200);
    const [paid, old] = await history(shop.id);
    expect(paid).toMatchObject({ status: 'Paid', reference: 'RKP0000201', failureReason: null });
    expect(old).toMatchObject({ status: 'Failed', retriedAs: paid._id });
    expect(await postingsOf('payoutPaid', 'RKP0000201')).toBe(1);
    expect(await dueOf(shop.id)).toBe(0.5);
    // A failure after the success changes nothing.
    await post(second.path, b2cResult(second, { code: 1 }));
    expect((await history(shop.id))[0].status).toBe('Paid');

    // M-Pesa took it back: the balance is owed again, audited.
    const reversed = await t.call({ method: 'POST', url: `/api/admin/payouts/${paid._id}/reversal`, token: admin.token, payload: { reason: 'Safaricom reversed: wrong recipient' } });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().status).toBe('Reversed');
    expect(await dueOf(shop.id)).toBe(1000.5);
    expect((await t.call({ method: 'POST', url: `/api/admin/payouts/${paid._id}/reversal`, token: admin.token, payload: { reason: 'Safaricom reversed: again' } })).statusCode).toBe(409);
  });

  it('pays a rider their earnings less the cash they hold, and never more than is due', async () => {
    const rider = await approvedDriver(t);
    await credit('driver', rider.id, 300);
    const tooMuch = await pay({ accountKind: 'driver', accountId: rider.id, amount: 301 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('Ksh 300.00');
    expect((await pay({ accountKind: 'driver', accountId: rider.id, amount: 120.5 })).statusCode).toBe(400);
    const res = await pay({ accountKind: 'driver', accountId: rider.id, amount: 120 });
    expect(res.statusCode).toBe(201);
    const request = await sent();
    await post(request.path, b2cResult(request, { code: 0, transactionId: 'RKP0000202' }));
    expect((await history(rider.id))[0]).toMatchObject({ status: 'Paid', amount: 120 });
    expect(await dueOf(rider.id)).toBe(180);
  });

  it('answers 409 when nothing is due, when less than M-Pesa sends is due, or for an unknown account', async () => {
    const shop = await signupPartner(t);
    const nothing = await pay({ accountKind: 'partner', accountId: shop.id });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(`Nothing is due to ${shop.body.partner.businessName}.`);
    await credit('partner', shop.id, 9.99);
    expect((await pay({ accountKind: 'partner', accountId: shop.id })).json().message).toContain('M-Pesa pays at least Ksh 10.00');
    expect((await pay({ accountKind: 'partner', accountId: 'a'.repeat(24) })).statusCode).toBe(404);
  });

  it('fails the payout and gives the balance back when M-Pesa refuses the request itself', async () => {
    const shop = await signupPartner(t);
    await credit('partner', shop.id, 500);
    await pay({ accountKind: 'partner', accountId: shop.id });
    fake.refusePayouts = 'The initiator is not allowed to initiate this request';
    try {
      await runPaymentJobs(t, ['ledger.mpesa-payout']);
    } finally {
      fake.refusePayouts = null;
    }
    expect((await history(shop.id))[0]).toMatchObject({ status: 'Failed', failureReason: expect.stringMatching(/not allowed to initiate/) });
    expect(await dueOf(shop.id)).toBe(500);
  });

  it('lists a payout that had no result from M-Pesa for over an hour in the reconciliation', async () => {
    const shop = await signupPartner(t);
    await credit('partner', shop.id, 300);
    const payout = (await pay({ accountKind: 'partner', accountId: shop.id })).json();
    await t.database.db.update(payouts).set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }).where(eq(payouts.id, payout._id));
    const report = (await t.call({ method: 'GET', url: '/api/admin/reconciliation', token: admin.token })).json();
    expect(report.mismatches).toContainEqual(expect.objectContaining({ orderId: null, problem: expect.stringContaining(`M-Pesa payout ${payout._id} of Ksh 300.00 to a store has had no result`) }));
  });

  it('tells the console the money rules in force', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/money/settings', token: admin.token });
    expect(res.json()).toEqual({ commissionPercent: 10, riderSharePercent: 80, riderCashLimit: 5000, payoutMinimum: 100, mpesaPayouts: true });
  });
});

describe('M-Pesa payouts whose result never comes', () => {
  const asked = (payoutId: string) => fake.statusQueries.filter((q) => q.OriginalConversationID === payoutId);
  const requested = (payoutId: string) => fake.payouts.filter((p) => p.OriginatorConversationID === payoutId);
  it('are settled by asking M-Pesa (Transaction Status), as STK payments are, and are never paid twice', async () => {
    const shop = await signupPartner(t, { contactNumber: '0722 100 231' });
    await credit('partner', shop.id, 400);
    const payout = (await pay({ accountKind: 'partner', accountId: shop.id })).json();
    await runPaymentJobs(t, ['ledger.mpesa-payout'], payout._id);
    const body = requested(payout._id)[0]!;
    const request = { originatorConversationId: payout._id, conversationId: `AG_20261124_${fake.payouts.indexOf(body) + 1}`, amount: 400, path: new URL(String(body.ResultURL)).pathname };
    // The sending job written again (a replayed outbox, a second process) sends nothing more.
    expect(await t.services.jobs.schedule('ledger.mpesa-payout', { payoutId: payout._id }, { key: 'replayed' })).not.toBeNull();
    await runPaymentJobs(t, ['ledger.mpesa-payout'], 'replayed');
    expect(requested(payout._id)).toHaveLength(1);

    // No result came: the status job (due 15 minutes after M-Pesa accepted the payout) asks.
    await runPaymentJobs(t, ['ledger.mpesa-payout-status'], payout._id);
    expect(asked(payout._id)).toHaveLength(1);
    const query = asked(payout._id)[0]!;
    expect(query).toMatchObject({ CommandID: 'TransactionStatusQuery', OriginalConversationID: request.originatorConversationId, PartyA: '600000', IdentifierType: '4' });
    const path = statusResultPath(query);

    const wrongAmount = await post(path, transactionStatusResult({ originatorConversationId: payout._id, amount: 399 }, { status: 'Completed', receipt: 'RKP0000231' }));
    expect(wrongAmount.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    await post(path.replace(/b2c\/[^/]+\//, 'b2c/not-the-secret-not-the-secret-xx/'), transactionStatusResult({ originatorConversationId: payout._id, amount: 400 }, { status: 'Completed', receipt: 'RKP0000231' }));
    expect((await history(shop.id))[0].status).toBe('Sent');

    await post(path, transactionStatusResult({ originatorConversationId: payout._id, amount: 400 }, { status: 'Completed', receipt: 'RKP0000231' }));
    expect((await history(shop.id))[0]).toMatchObject({ _id: payout._id, status: 'Paid', reference: 'RKP0000231' });
    expect(await postingsOf('payoutPaid', 'RKP0000231')).toBe(1);
    expect(await dueOf(shop.id)).toBe(0);
    // The result arriving late, or the status job again, changes nothing.
    await post(request.path, b2cResult(request, { code: 0, transactionId: 'RKP0000231' }));
    await runPaymentJobs(t, ['ledger.mpesa-payout-status'], payout._id);
    expect(asked(payout._id)).toHaveLength(1);
    expect(await postingsOf('payoutPaid', 'RKP0000231')).toBe(1);
  });

  it('asks rather than pays again when its first request may have reached M-Pesa, and fails it when M-Pesa has no record', async () => {
    const shop = await signupPartner(t, { contactNumber: '0722 100 232' });
    await credit('partner', shop.id, 250);
    const payout = (await pay({ accountKind: 'partner', accountId: shop.id })).json();
    // The sending job's first attempt died after its request left (its process was killed).
    await t.database.db.update(jobs).set({ attempts: 1 }).where(and(eq(jobs.kind, 'ledger.mpesa-payout'), eq(jobs.key, payout._id)));
    await runPaymentJobs(t, ['ledger.mpesa-payout', 'ledger.mpesa-payout-status'], payout._id);
    expect(requested(payout._id)).toHaveLength(0);
    expect(asked(payout._id)).toHaveLength(1);
    await post(statusResultPath(asked(payout._id)[0]!), transactionStatusResult(null, null));
    expect((await history(shop.id))[0]).toMatchObject({ status: 'Failed', failureReason: expect.stringMatching(/no record/) });
    expect(await dueOf(shop.id)).toBe(250);
  });
});
