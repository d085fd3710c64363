import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { ZSubstitution, ZSubstitutionAnswer, ZSubstitutionProposal } from '@sokoni/domain/contracts/substitutions';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { SubstitutionService } from './substitution.service.ts';

const security = [{ bearer: [] }];
const IdParams = z.object({ id: zObjectId('id') });
const OrderParams = z.object({ id: z.string().trim().min(1, 'id is required').max(40) });

export function substitutionRoutes(deps: { auth: Authenticator; substitutions: SubstitutionService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/suborders/:id/substitutions',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('partner'),
        schema: {
          tags: ['orders'],
          summary: 'The store marks one item unavailable and proposes one of its products instead; the customer has SUBSTITUTION_MINUTES to answer',
          security,
          params: IdParams,
          body: ZSubstitutionProposal,
          response: { 201: ZSubstitution },
        },
      },
      async (request, reply) => reply.status(201).send(await deps.substitutions.propose(accountOf(request), request.params.id, request.body)),
    );

    r.post(
      '/api/substitutions/:id/answer',
      {
        config: { changesCatalogue: true },
        preHandler: deps.auth.require('user'),
        schema: {
          tags: ['orders'],
          summary: "The order's customer approves or refuses a proposed replacement (refused: the item is removed)",
          security,
          params: IdParams,
          body: ZSubstitutionAnswer,
          response: { 200: ZSubstitution },
        },
      },
      async (request) => deps.substitutions.answer(accountOf(request), request.params.id, request.body.approve),
    );

    r.get(
      '/api/orders/:id/substitutions',
      {
        preHandler: deps.auth.require('user', 'partner', 'driver'),
        schema: { tags: ['orders'], summary: "The order's proposed replacements (a store sees its own)", security, params: OrderParams, response: { 200: z.array(ZSubstitution) } },
      },
      async (request) => deps.substitutions.list(accountOf(request), request.params.id),
    );
  };
}
