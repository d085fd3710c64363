import { and, eq, inArray, sql } from 'drizzle-orm';
import { jobs, partnerNotifications } from '../../src/db/schema/index.ts';
import type { Created } from './accounts.ts';
import { fakeDarajaEnv, type FakeDaraja } from './fake-daraja.ts';
import { orderPayload, type Line } from './orders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A test app whose M-Pesa is the fake Daraja; its job runner is stopped so tests run jobs when they choose. */
export async function mpesaTestApp(fake: FakeDaraja, env: Record<string, string> = {}, sharedDatabaseUrl?: string): Promise<TestApp> {
  const t = await createTestApp(
    {
      ...fakeDarajaEnv(fake.url),
      ...env,
    },
    sharedDatabaseUrl,
  );
  await t.services.jobs.stop();
  return t;
}

export async function placeMpesaOrder(t: TestApp, customer: Created, items: Line[], extra: Record<string, unknown> = {}) {
  const payload = { ...(await orderPayload(t, customer, items)), paymentMethod: 'Mpesa', ...extra };
  return t.call({ method: 'POST', url: '/api/orders/place', token: customer.token, payload });
}

/** Runs the payment jobs of these kinds as if their time had come. */
export async function runPaymentJobs(t: TestApp, kinds: string[] = ['payments.mpesa-confirm'], key?: string): Promise<number> {
  await t.database.db
    .update(jobs)
    .set({ dueAt: sql`now()` })
    .where(and(eq(jobs.state, 'pending'), inArray(jobs.kind, kinds), key ? eq(jobs.key, key) : undefined));
  return t.services.jobs.runDue();
}

/** The path Daraja was told to call back (with its secret), from the last push it received. */
export function callbackPathOf(push: Record<string, unknown>): string {
  return new URL(String(push.CallBackURL)).pathname;
}

export function stkCallback(push: { checkoutRequestId: string; amount: number; phone: string }, result: { code: number; receipt?: string }) {
  const stkCallback: Record<string, unknown> = {
    MerchantRequestID: '29115-34620561-1',
    CheckoutRequestID: push.checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.code === 0 ? 'The service request is processed successfully.' : 'Request Cancelled by user.',
  };
  if (result.code === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: push.amount },
        { Name: 'MpesaReceiptNumber', Value: result.receipt ?? 'NLJ7RT61SV' },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: 20261124102115 },
        { Name: 'PhoneNumber', Value: Number(push.phone) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

export async function notificationsOf(t: TestApp, orderId: string): Promise<number> {
  const rows = await t.database.db.select({ id: partnerNotifications.id }).from(partnerNotifications).where(eq(partnerNotifications.orderId, orderId));
  return rows.length;
}

/** The last prompt the fake Daraja accepted, as a callback must match it. */
export function lastPush(fake: FakeDaraja) {
  const n = fake.pushes.length;
  const body = fake.pushes[n - 1]!;
  return { checkoutRequestId: `ws_CO_191220191020363925${n}`, amount: body.Amount as number, phone: String(body.PhoneNumber), path: callbackPathOf(body), body };
}

/** The last B2C payout the fake Daraja accepted, and the ConversationID it gave. */
export function lastPayout(fake: FakeDaraja) {
  const n = fake.payouts.length;
  const body = fake.payouts[n - 1]!;
  return { originatorConversationId: String(body.OriginatorConversationID), conversationId: `AG_20261124_${n}`, amount: body.Amount as number, phone: String(body.PartyB), path: new URL(String(body.ResultURL)).pathname, body };
}

/** The result Daraja posts to a B2C ResultURL. */
export function b2cResult(payout: { originatorConversationId: string; conversationId: string; amount: number }, result: { code: number; transactionId?: string }) {
  const Result: Record<string, unknown> = {
    ResultType: 0,
    ResultCode: result.code,
    ResultDesc: result.code === 0 ? 'The service request is processed successfully.' : 'The balance is insufficient for the transaction.',
    OriginatorConversationID: payout.originatorConversationId,
    ConversationID: payout.conversationId,
    TransactionID: result.code === 0 ? (result.transactionId ?? 'RKT1A2B3C4') : '',
  };
  if (result.code === 0) Result.ResultParameters = { ResultParameter: [{ Key: 'TransactionAmount', Value: payout.amount }, { Key: 'TransactionReceipt', Value: Result.TransactionID }] };
  return { Result };
}

/**
 * What Daraja posts in answer to a Transaction Status query: the payment found (with its receipt,
 * amount and status), or not found.
 */
export function transactionStatusResult(payment: { originatorConversationId: string; amount: number } | null, found: { status: string; receipt: string } | null) {
  if (!payment || !found) return { Result: { ResultType: 0, ResultCode: 2001, ResultDesc: 'The transaction could not be found.', OriginatorConversationID: 'fake-status', ConversationID: 'AG_status' } };
  return {
    Result: {
      ResultType: 0,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: 'fake-status',
      ConversationID: 'AG_status',
      TransactionID: found.receipt,
      ResultParameters: {
        ResultParameter: [
          { Key: 'ReceiptNo', Value: found.receipt },
          { Key: 'TransactionStatus', Value: found.status },
          { Key: 'Amount', Value: payment.amount },
          { Key: 'OriginatorConversationID', Value: payment.originatorConversationId },
          { Key: 'ReasonType', Value: 'Business Payment to Customer via API' },
        ],
      },
    },
  };
}

/** The path a Transaction Status answer goes to (with its secret), from the query Daraja received. */
export function statusResultPath(query: Record<string, unknown>): string {
  return new URL(String(query.ResultURL)).pathname;
}
