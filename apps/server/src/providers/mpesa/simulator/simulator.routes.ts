import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIMULATOR_PREFIX } from '../../../config.mpesa.ts';
import { SIMULATED_ANSWERS, SIMULATOR_LABEL, type SimulatorService } from './simulator.service.ts';
import { PAYOUT_OUTCOMES } from './simulator-b2c.ts';
import type { DarajaAnswer } from './simulator-checks.ts';

const ZPrompt = z.object({
  label: z.string(),
  checkoutRequestId: z.string(),
  amount: z.number(),
  phone: z.string(),
  accountReference: z.string(),
  description: z.string(),
  state: z.enum(['waiting', 'answered']),
  resultCode: z.number().nullable(),
  resultDesc: z.string().nullable(),
  receipt: z.string().nullable(),
});

const send = (reply: FastifyReply, answer: DarajaAnswer) => reply.status(answer.status).send(answer.body);

/**
 * The development M-Pesa simulator under /dev/mpesa-simulator (never in production): Daraja's
 * paths for the Daraja client, and the test phone's buttons. Registered only when the simulator
 * was made (MPESA_ENV=simulator).
 */
export function mpesaSimulatorRoutes(simulator: SimulatorService) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['dev'];
    r.get(`${SIMULATOR_PREFIX}/oauth/v1/generate`, { schema: { tags, summary: `${SIMULATOR_LABEL}: OAuth token (Basic auth)` } }, async (request, reply) =>
      send(reply, simulator.token(request.headers.authorization, (request.query as Record<string, string | undefined>).grant_type)),
    );
    r.post(`${SIMULATOR_PREFIX}/mpesa/stkpush/v1/processrequest`, { schema: { tags, summary: `${SIMULATOR_LABEL}: STK push` } }, async (request, reply) =>
      send(reply, await simulator.stkPush(request.headers.authorization, request.body)),
    );
    r.post(`${SIMULATOR_PREFIX}/mpesa/stkpushquery/v1/query`, { schema: { tags, summary: `${SIMULATOR_LABEL}: STK push query` } }, async (request, reply) =>
      send(reply, await simulator.stkQuery(request.headers.authorization, request.body)),
    );
    r.post(`${SIMULATOR_PREFIX}/mpesa/b2c/v3/paymentrequest`, { schema: { tags, summary: `${SIMULATOR_LABEL}: B2C payment (refunds); the result follows at the ResultURL` } }, async (request, reply) =>
      send(reply, await simulator.b2cPayment(request.headers.authorization, request.body)),
    );
    r.post(
      `${SIMULATOR_PREFIX}/payouts/outcome`,
      {
        schema: {
          tags,
          summary: `${SIMULATOR_LABEL}: whether the following B2C payouts succeed or fail (as an empty B2C account does)`,
          body: z.object({ outcome: z.enum(PAYOUT_OUTCOMES, { error: `outcome must be one of ${PAYOUT_OUTCOMES.join(', ')}` }) }),
          response: { 200: z.object({ outcome: z.enum(PAYOUT_OUTCOMES) }) },
        },
      },
      async (request) => simulator.b2c.setOutcome(request.body.outcome),
    );
    const params = z.object({ checkoutRequestId: z.string().min(1).max(64) });
    r.get(
      `${SIMULATOR_PREFIX}/prompts/:checkoutRequestId`,
      { schema: { tags, summary: `${SIMULATOR_LABEL}: what the test phone shows`, params, response: { 200: ZPrompt } } },
      async (request) => simulator.prompt(request.params.checkoutRequestId),
    );
    r.post(
      `${SIMULATOR_PREFIX}/prompts/:checkoutRequestId/answer`,
      {
        schema: {
          tags,
          summary: `${SIMULATOR_LABEL}: press a button on the test phone; the callback follows`,
          params,
          body: z.object({ answer: z.enum(SIMULATED_ANSWERS, { error: `answer must be one of ${SIMULATED_ANSWERS.join(', ')}` }) }),
          response: { 200: ZPrompt },
        },
      },
      async (request) => simulator.answer(request.params.checkoutRequestId, request.body.answer),
    );
  };
}
