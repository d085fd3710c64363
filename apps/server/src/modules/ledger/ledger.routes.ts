import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdjustmentRequest,
  ZBalanceList,
  ZCashHandOverRequest,
  ZCommissionRequest,
  ZCommissionResponse,
  ZCommissionView,
  ZMoneySettings,
  ZPayoutList,
  ZPayoutQuery,
  ZCashTipRequest,
  ZPayout,
  ZRecordedPayoutRequest,
  ZReconciliation,
  ZReconciliationQuery,
  ZRiderCash,
  ZStatement,
  ZStatementQuery,
  type TStatement,
} from '@sokoni/domain/contracts/ledger';
import { zObjectId } from '@sokoni/domain/contracts/common';
import { accountOf, type Authenticator } from '../../plugins/authenticate.ts';
import type { LedgerService } from './ledger.service.ts';
import type { ReconciliationService } from './reconciliation.service.ts';
import { statementCsv, statementInLanguage } from './statement-lines.ts';
import { requestLanguage } from '../../i18n/request-language.ts';

const security = [{ bearer: [] }];
const IdParams = z.object({ id: zObjectId('id') });

/** JSON by default; with format=csv a download named after the period. Either way in the reader's language. */
function answer(request: FastifyRequest, reply: FastifyReply, original: TStatement, format: string | undefined, name: string) {
  const statement = statementInLanguage(original, requestLanguage(request));
  if (format !== 'csv') return statement;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="sokoni-${name}-statement-${statement.from}-to-${statement.to}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(statementCsv(statement));
}

/** The books: statements, balances, commission, cash and recorded payouts. M-Pesa payouts are the payments module's (payments/b2c). */
export function ledgerRoutes(deps: { auth: Authenticator; ledger: LedgerService; reconciliation: ReconciliationService; mpesaPayoutsOn: boolean }) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = deps.auth.requireAdmin;

    r.get(
      '/api/partner/statement',
      {
        preHandler: deps.auth.require('partner'),
        schema: { tags: ['partner'], security, summary: "The store's earnings statement (Nairobi days; format=csv to download). Admins name the store with partnerId.", querystring: ZStatementQuery, response: { 200: ZStatement } },
      },
      async (request, reply) => answer(request, reply, await deps.ledger.partnerStatement(accountOf(request), request.query), request.query.format, 'store'),
    );

    r.get(
      '/api/driver/statement',
      {
        preHandler: deps.auth.require('driver', 'partner'),
        schema: { tags: ['driver'], security, summary: "The rider's earnings and cash statement (Nairobi days; format=csv to download). Admins name the rider with driverId.", querystring: ZStatementQuery, response: { 200: ZStatement } },
      },
      async (request, reply) => answer(request, reply, await deps.ledger.driverStatement(accountOf(request), request.query), request.query.format, 'rider'),
    );

    r.get(
      '/api/driver/cash',
      { preHandler: deps.auth.require('driver'), schema: { tags: ['driver'], security, summary: 'Cash the rider holds, their earnings, the net and whether they may take cash orders', response: { 200: ZRiderCash } } },
      async (request) => deps.ledger.riderCash(accountOf(request).id),
    );

    r.post(
      '/api/driver/orders/:id/cash-tip',
      {
        preHandler: deps.auth.require('driver'),
        schema: { tags: ['driver'], security, summary: 'Record a cash tip the customer gave for an order the rider delivered less than a day ago (once per order)', params: z.object({ id: z.string().min(1).max(40) }), body: ZCashTipRequest, response: { 201: ZRiderCash } },
      },
      async (request, reply) => reply.code(201).send(await deps.ledger.recordCashTip(accountOf(request).id, request.params.id, request.body)),
    );

    r.get(
      '/api/admin/balances',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'What Sokoni owes each store and rider, and the cash each rider holds', response: { 200: ZBalanceList } } },
      async () => deps.ledger.balances(),
    );

    r.get(
      '/api/admin/reconciliation',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'Per Nairobi day: M-Pesa received, orders paid, cash collected, refunds, payouts, rider cash outstanding, and every mismatch', querystring: ZReconciliationQuery, response: { 200: ZReconciliation } } },
      async (request) => deps.reconciliation.report(request.query),
    );

    r.post(
      '/api/admin/payouts/recorded',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'Record a bank or cash payout with its reference (never more than is due; one at a time per account; audited)', body: ZRecordedPayoutRequest, response: { 201: ZPayout } } },
      async (request, reply) => reply.code(201).send(await deps.ledger.recordPayout(accountOf(request), request.body)),
    );

    r.get(
      '/api/admin/money/settings',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: "The money rules in force: COMMISSION_PERCENT, RIDER_SHARE_PERCENT, RIDER_CASH_LIMIT, PAYOUT_MINIMUM, and whether M-Pesa payouts are on", response: { 200: ZMoneySettings } } },
      async () => deps.ledger.settings(deps.mpesaPayoutsOn),
    );

    r.get(
      '/api/admin/payouts',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'Payout history, newest first (status, accountKind, accountId, limit)', querystring: ZPayoutQuery, response: { 200: ZPayoutList } } },
      async (request) => deps.ledger.payouts(request.query),
    );

    r.get(
      '/api/admin/partners/:id/commission',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: "A store's commission rate: its own, or COMMISSION_PERCENT (defaultPercent)", params: IdParams, response: { 200: ZCommissionView } } },
      async (request) => deps.ledger.commission(request.params.id),
    );

    r.put(
      '/api/admin/partners/:id/commission',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: "Give a store its own commission rate, or null for COMMISSION_PERCENT (audited)", params: IdParams, body: ZCommissionRequest, response: { 200: ZCommissionResponse } } },
      async (request) => deps.ledger.setCommission(accountOf(request), request.params.id, request.body),
    );

    r.post(
      '/api/admin/ledger/adjustments',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: "Correct a store's or rider's balance with a reason (audited; a new entry, never an edit)", body: ZAdjustmentRequest, response: { 201: z.object({ balance: z.number() }) } } },
      async (request, reply) => reply.code(201).send(await deps.ledger.adjust(accountOf(request), request.body)),
    );

    r.post(
      '/api/admin/drivers/:id/cash-handovers',
      { preHandler: admin, schema: { tags: ['admin'], security, summary: 'Record cash a rider handed over (never more than they hold; audited)', params: IdParams, body: ZCashHandOverRequest, response: { 201: ZRiderCash } } },
      async (request, reply) => reply.code(201).send(await deps.ledger.recordCashHandOver(accountOf(request), request.params.id, request.body)),
    );
  };
}
