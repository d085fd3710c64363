import { CASH } from '@sokoni/domain/payment-methods';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DARAJA_ACK, ZAdminOrderPayments, ZOrderPayment, ZPayRequest, ZPaymentMethods, ZRefundView, type TPaymentMethods } from '@sokoni/domain/contracts/payments';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { MpesaPayments } from './mpesa-payments.service.ts';
import type { StkCallbackHandler } from './stk-callback.service.ts';
import type { C2bHandler } from './c2b.service.ts';
import type { B2cResultHandler } from './b2c/b2c-result.service.ts';
import type { B2cStatusHandler } from './b2c/b2c-status-result.service.ts';
import type { Refunds } from './b2c/refunds.service.ts';

export const STK_CALLBACK_PATH = '/api/payments/mpesa/stk';
export const C2B_PATH = '/api/payments/mpesa/c2b';
import { B2C_PATH } from './b2c/mpesa-b2c.module.ts';

const orderParams = z.object({ id: z.string().min(1).max(40) });

/**
 * Daraja's callbacks are answered at once with its acknowledgement, whatever the body: a body that
 * is not even JSON is kept as text and ignored by the handler, never a 4xx/5xx Daraja would retry.
 */
function callbackRoutes(deps: { stkCallback: StkCallbackHandler; c2b: C2bHandler | null; b2cResult: B2cResultHandler; b2cStatus: B2cStatusHandler }) {
  return async function (app: FastifyInstance) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => {
      try {
        done(null, text ? JSON.parse(text as string) : null);
      } catch {
        done(null, text);
      }
    });
    app.post<{ Params: { secret: string } }>(
      `${STK_CALLBACK_PATH}/:secret`,
      { schema: { tags: ['payments'], summary: "Daraja's STK Push result (CallBackURL); always acknowledged, verified before it counts" } },
      async (request, reply) => {
        try {
          await deps.stkCallback(request.params.secret, request.body, request.ip);
        } catch (err) {
          request.log.error({ err }, 'M-Pesa callback could not be processed; Daraja is acknowledged and the query will settle it');
        }
        return reply.status(200).send(DARAJA_ACK);
      },
    );
    for (const [end, timedOut] of [['result', false], ['timeout', true]] as const) {
      app.post<{ Params: { secret: string } }>(
        `${B2C_PATH}/:secret/${end}`,
        { schema: { tags: ['payments'], summary: `Daraja's B2C ${timedOut ? 'queue timeout (QueueTimeOutURL)' : 'result (ResultURL)'} of a refund or a payout; always acknowledged, verified before it counts` } },
        async (request, reply) => {
          try {
            await deps.b2cResult(request.params.secret, request.body, request.ip, timedOut);
          } catch (err) {
            request.log.error({ err }, 'M-Pesa B2C result could not be processed; its body is in the log for support');
          }
          return reply.status(200).send(DARAJA_ACK);
        },
      );
      app.post<{ Params: { secret: string; id: string } }>(
        `${B2C_PATH}/:secret/status/:id/${end}`,
        { schema: { tags: ['payments'], summary: `Daraja's ${timedOut ? 'queue timeout' : 'answer'} to a Transaction Status query about one refund; always acknowledged, verified before it counts` } },
        async (request, reply) => {
          try {
            await deps.b2cStatus(request.params.secret, request.params.id, request.body, request.ip, timedOut);
          } catch (err) {
            request.log.error({ err }, 'M-Pesa status answer could not be processed; the status job asks again');
          }
          return reply.status(200).send(DARAJA_ACK);
        },
      );
    }
    const c2b = deps.c2b;
    if (!c2b) return;
    app.post<{ Params: { secret: string } }>(
      `${C2B_PATH}/:secret/validation`,
      { schema: { tags: ['payments'], summary: "Daraja's C2B validation (a Paybill payment about to be taken): accepted only for a waiting order's account and amount" } },
      async (request, reply) => {
        try {
          return reply.status(200).send(await c2b.validate(request.params.secret, request.body, request.ip));
        } catch (err) {
          request.log.error({ err }, 'M-Pesa C2B validation failed; the payment is refused');
          return reply.status(200).send({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' });
        }
      },
    );
    app.post<{ Params: { secret: string } }>(
      `${C2B_PATH}/:secret/confirmation`,
      { schema: { tags: ['payments'], summary: "Daraja's C2B confirmation (a Paybill payment taken); always acknowledged, verified before it counts" } },
      async (request, reply) => {
        try {
          await c2b.confirm(request.params.secret, request.body, request.ip);
        } catch (err) {
          request.log.error({ err }, 'M-Pesa C2B confirmation could not be processed; its body is in the log for support');
        }
        return reply.status(200).send(DARAJA_ACK);
      },
    );
  };
}

export function paymentRoutes(deps: { auth: Authenticator; payments: MpesaPayments; refunds: Refunds; stkCallback: StkCallbackHandler; c2b: C2bHandler | null; b2cResult: B2cResultHandler; b2cStatus: B2cStatusHandler }) {
  return async function (app: FastifyInstance) {
    await app.register(callbackRoutes(deps));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/orders/:id/payment',
      {
        preHandler: deps.auth.require('user'),
        schema: { tags: ['payments'], summary: "The order's M-Pesa payment as its waiting screen shows it", params: orderParams, response: { 200: ZOrderPayment } },
      },
      async (request) => deps.payments.paymentOf(accountOf(request), request.params.id),
    );

    r.post(
      '/api/orders/:id/pay',
      {
        preHandler: deps.auth.require('user'),
        schema: {
          tags: ['payments'],
          summary: "A new M-Pesa prompt for an unpaid order ({ phoneNumber? }), or { method: 'COD' } to pay cash on delivery instead",
          params: orderParams,
          body: ZPayRequest,
          response: { 200: ZOrderPayment },
        },
      },
      async (request) => {
        const body = request.body;
        if ('method' in body && body.method === CASH) return deps.payments.switchToCash(accountOf(request), request.params.id);
        return deps.payments.retry(accountOf(request), request.params.id, 'phoneNumber' in body ? body.phoneNumber : undefined);
      },
    );

    r.get(
      '/api/admin/orders/:id/payments',
      {
        preHandler: deps.auth.requireAdmin,
        schema: { tags: ['admin'], summary: "Every M-Pesa attempt, callback and query of an order (raw bodies for support)", params: orderParams, response: { 200: ZAdminOrderPayments } },
      },
      async (request) => deps.payments.history(request.params.id),
    );

    r.post(
      '/api/admin/orders/:id/refunds/:refundId/retry',
      {
        preHandler: deps.auth.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: "'Retry refund': a failed M-Pesa refund is sent again as a new payout (audited)",
          params: z.object({ id: z.string().min(1).max(40), refundId: z.string().min(1).max(40) }),
          response: { 200: ZRefundView },
        },
      },
      async (request) => deps.refunds.retry(accountOf(request).id, request.params.id, request.params.refundId),
    );
  };
}

/** Served whether or not M-Pesa is on: checkout asks it which methods to offer. */
export function paymentMethodRoutes(methods: TPaymentMethods) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/payments/methods',
      { schema: { tags: ['payments'], summary: 'The payment methods checkout offers on this server', response: { 200: ZPaymentMethods } } },
      async () => methods,
    );
  };
}
