import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMpesaPayoutRequest, ZPayout, ZPayoutReversalRequest } from '@sokoni/domain/contracts/ledger';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { accountOf, type Authenticator } from '../../../plugins/authenticate.ts';
import { conflict } from '../../../lib/errors.ts';
import type { MpesaPayouts } from './mpesa-payouts.service.ts';

const security = [{ bearer: [] }];
const IdParams = z.object({ id: zObjectId('id') });

/** The admin's M-Pesa payouts (B2C): pay, retry a failed one, mark one reversed. Bank and cash payouts are recorded in the ledger's routes. */
export function mpesaPayoutRoutes(deps: { auth: Authenticator; payouts: MpesaPayouts | null }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = deps.auth.requireAdmin;
    /** M-Pesa payouts need M-Pesa (MPESA_ENV); without it the console records bank and cash payouts only. */
    const mpesaPayouts = () => {
      if (!deps.payouts) throw conflict('M-Pesa payouts are off on this server (MPESA_ENV=off); record a bank or cash payout instead.');
      return deps.payouts;
    };

    r.post(
      '/api/admin/payouts',
      {
        preHandler: admin,
        schema: {
          tags: ['admin'],
          security,
          summary: "'Pay' through M-Pesa B2C to the registered phone: the whole shillings due unless amount is given (409 when nothing is due or a payout is in flight; audited). Sent until M-Pesa's result says Paid or Failed.",
          body: ZMpesaPayoutRequest,
          response: { 201: ZPayout },
        },
      },
      async (request, reply) => reply.code(201).send(await mpesaPayouts().pay(accountOf(request), request.body)),
    );

    r.post(
      '/api/admin/payouts/:id/retry',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: "'Retry' a failed M-Pesa payout: a new payout of what is due now (audited)", params: IdParams, response: { 201: ZPayout } } },
      async (request, reply) => reply.code(201).send(await mpesaPayouts().retry(accountOf(request), request.params.id)),
    );

    r.post(
      '/api/admin/payouts/:id/reversal',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'M-Pesa took back a paid payout: the amount is due to the account again (a new ledger entry; audited)', params: IdParams, body: ZPayoutReversalRequest, response: { 200: ZPayout } } },
      async (request) => mpesaPayouts().reverse(accountOf(request), request.params.id, request.body),
    );
  };
}
