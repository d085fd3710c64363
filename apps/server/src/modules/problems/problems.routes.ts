import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { MAX_PROBLEM_PHOTOS, ZProblem, ZProblemAnswer, ZProblemReport, ZProblemResolution } from '@sokoni/domain/contracts/problems';
import { badRequest } from '../../lib/errors.ts';
import { readForm } from '../../lib/multipart.ts';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { ProblemService } from './problems.service.ts';

const security = [{ bearer: [] }];
const IdParams = z.object({ id: zObjectId('id') });
const ZProblemList = z.object({ problems: z.array(ZProblem) });

/** A form's `lines` arrive as JSON text; a JSON body's as an array (readForm turned it into text too). */
function parseReport(fields: Record<string, string>) {
  let lines: unknown = [];
  if (fields.lines) {
    try {
      lines = JSON.parse(fields.lines);
    } catch {
      throw badRequest('lines must be a list of { item, quantity }.');
    }
  }
  const parsed = ZProblemReport.safeParse({ kind: fields.kind, lines, note: fields.note, refundAs: fields.refundAs || undefined });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue ? `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}` : 'Invalid report.');
  }
  return parsed.data;
}

export function problemRoutes(deps: { auth: Authenticator; problems: ProblemService }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/orders/:id/problems',
      {
        preHandler: deps.auth.require('user'),
        schema: {
          tags: ['problems'],
          summary: `Report a problem with a delivered order (JSON, or multipart with up to ${MAX_PROBLEM_PHOTOS} photos)`,
          consumes: ['multipart/form-data', 'application/json'],
          security,
          params: IdParams,
          response: { 201: z.object({ problem: ZProblem }) },
        },
      },
      async (request, reply) => {
        let form;
        try {
          form = await readForm(request, ['photos'], MAX_PROBLEM_PHOTOS);
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest(`You can add at most ${MAX_PROBLEM_PHOTOS} photos.`);
          throw error;
        }
        const report = parseReport(form.fields);
        const problem = await deps.problems.report(accountOf(request), request.params.id, report, form.files.map((f) => f.buffer));
        return reply.status(201).send({ problem });
      },
    );

    r.get(
      '/api/orders/:id/problems',
      {
        preHandler: deps.auth.require('user', 'partner', 'driver'),
        schema: { tags: ['problems'], summary: "The problems reported on an order (its customer, its shops, the admin)", security, params: IdParams, response: { 200: ZProblemList } },
      },
      async (request) => ({ problems: await deps.problems.forOrder(accountOf(request), request.params.id) }),
    );

    r.get(
      '/api/partner/problems',
      { preHandler: deps.auth.require('partner'), schema: { tags: ['problems'], summary: "Problems reported on the caller's orders, newest first", security, response: { 200: ZProblemList } } },
      async (request) => ({ problems: await deps.problems.forStore(accountOf(request)) }),
    );

    r.post(
      '/api/problems/:id/answer',
      {
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['problems'], summary: 'A shop in the order answers a problem report', security, params: IdParams, body: ZProblemAnswer, response: { 200: z.object({ problem: ZProblem }) } },
      },
      async (request) => ({ problem: await deps.problems.answer(accountOf(request), request.params.id, request.body.message) }),
    );

    r.get(
      '/api/admin/problems',
      {
        preHandler: deps.auth.requireAdmin,
        schema: {
          tags: ['admin'],
          summary: 'The problems queue: undecided reports by deadline, or every report',
          security,
          querystring: z.object({ status: z.enum(['pending', 'all']).default('pending') }),
          response: { 200: ZProblemList },
        },
      },
      async (request) => ({ problems: await deps.problems.queue(request.query.status) }),
    );

    r.post(
      '/api/admin/problems/:id/resolve',
      {
        preHandler: deps.auth.requireAdmin,
        schema: { tags: ['admin'], summary: 'Decide a problem report (audited)', security, params: IdParams, body: ZProblemResolution, response: { 200: z.object({ problem: ZProblem }) } },
      },
      async (request) => ({ problem: await deps.problems.resolve(accountOf(request), request.params.id, request.body) }),
    );
  };
}
