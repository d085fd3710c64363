import { PROBLEM_KIND_WORDS } from '@sokoni/domain/problem-repeat';
import type { ProblemKind } from '@sokoni/domain/contracts/problems';
import { isMpesa } from '@sokoni/domain/payment-methods';
import type { ZProblemResolution } from '@sokoni/domain/contracts/problems';
import type { z } from 'zod';
import { platform, problemSettled, riderAccount, shopAccount, type Account } from '@sokoni/domain/ledger';
import { shillingsFromCents } from '@sokoni/domain/money';
import { isDropped } from '@sokoni/domain/order-statuses';
import { planProblemRefund, splitRefund, type RefundableItem } from '@sokoni/domain/problem-refund';
import type { DbOrTx } from '../../db/client.ts';
import type { ProblemSettlementRow } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Account as Actor } from '../../plugins/authenticate.ts';
import { auditWrites } from '../audit/audit-writes.ts';
import type { DomainEvent } from '../events/domain-events.ts';
import { ledgerWrites } from '../ledger/ledger.repository.ts';
import type { OrderTransitions } from '../orders/order-transition.ts';
import type { Refunds } from '../payments/b2c/refunds.service.ts';
import { createProblemRepository, type ProblemRow } from './problems.repository.ts';

type MoneyDecision = z.output<typeof ZProblemResolution> & { outcome: 'refund' | 'credit' };

export interface SettlementDeps {
  transitions: OrderTransitions;
  /** M-Pesa refunds; null when M-Pesa is off (everything goes back as credit). */
  refunds: Pick<Refunds, 'roomCents' | 'refundForProblem'> | null;
  /** In the decision's transaction: the customer's text and mail (a job). */
  decided?: (tx: DbOrTx, problemId: string) => Promise<void>;
}

/** What earlier decisions on the order already paid back: quantities per item, and whether the fee was. */
function alreadyPaidBack(rows: readonly ProblemRow[]) {
  const quantities = new Map<string, number>();
  let fee = false;
  for (const row of rows) {
    if (!row.settlement) continue;
    for (const l of row.settlement.lines) quantities.set(l.item, (quantities.get(l.item) ?? 0) + l.quantity);
    if (row.settlement.feeCents > 0) fee = true;
  }
  return { quantities, fee };
}

/**
 * A refund or credit decision (decision 024), all under the order's row lock so two decisions on
 * one order see each other: the report is decided once; the amounts are checked against what was
 * paid and what was already paid back; the payers chosen by the admin are debited in the ledger;
 * the M-Pesa part (if any) becomes a keyed refund through the refunds module; it is audited.
 */
export function createProblemSettlement(deps: SettlementDeps) {
  return async function settle(admin: Actor, problemId: string, decision: MoneyDecision, found: ProblemRow): Promise<{ row: ProblemRow; events: DomainEvent[] }> {
    const { result: row, events } = await deps.transitions.transition(
      found.orderId,
      async (scope) => {
        const problems = createProblemRepository(scope.tx);
        const order = scope.order;
        const itemsPaidBy = decision.itemsPaidBy ?? 'shop';
        const includeFee = decision.includeDeliveryFee ?? false;
        const feePaidBy = includeFee ? (decision.feePaidBy ?? 'platform') : null;
        const rider = order.deliveryOption === 'platform' ? order.assignedDriverId : null;
        if (feePaidBy === 'rider' && !rider) throw badRequest('No Sokoni rider delivered this order: the platform pays the delivery fee back.');

        const others = (await problems.forOrder(order.id)).filter((r) => r.id !== problemId);
        const back = alreadyPaidBack(others);
        const items: RefundableItem[] = (await problems.items([order.id])).map((i) => ({
          id: i.id,
          name: i.name,
          quantity: i.quantity,
          priceCents: i.priceCents,
          storeId: i.storeId,
          dropped: isDropped(i.partStatus),
          refundedQuantity: back.quantities.get(i.id) ?? 0,
        }));
        const lines = decision.lines ?? found.lines;
        const plan = planProblemRefund({ lines, items, includeDeliveryFee: includeFee, feeCents: order.deliveryFeeCents, feeAlreadyRefunded: back.fee });
        if ('refusal' in plan) throw badRequest(plan.refusal);

        // Money goes back the way it came when it can: M-Pesa for an M-Pesa order, unless the customer asked for credit.
        const toMpesa = decision.outcome === 'refund' && found.refundAs !== 'credit' && isMpesa(order.paymentMethod) && deps.refunds !== null;
        const roomCents = toMpesa ? await deps.refunds!.roomCents(scope.tx, order.id) : null;
        const split = splitRefund(plan.totalCents, roomCents);

        const payers: { account: Account; amount: number }[] = [];
        const itemsCents = plan.totalCents - plan.feeCents;
        if (itemsCents > 0) {
          if (itemsPaidBy === 'platform') payers.push({ account: platform('problemCosts'), amount: itemsCents });
          else for (const [storeId, cents] of plan.byStore) payers.push({ account: shopAccount(storeId), amount: cents });
        }
        if (plan.feeCents > 0) payers.push({ account: feePaidBy === 'rider' ? riderAccount(rider!) : platform('problemCosts'), amount: plan.feeCents });

        const decided = await problems.resolve(problemId, {
          outcome: decision.outcome,
          reason: decision.reason || null,
          adminId: admin.id,
          settlement: { mpesaCents: split.mpesaCents, creditCents: split.creditCents, lines: plan.lines, feeCents: plan.feeCents, itemsPaidBy, feePaidBy, refundId: null } satisfies ProblemSettlementRow,
        });
        if (!decided) throw conflict('This problem has been decided already.');

        // The statement line names the problem's kind beside the order number, never the report's id.
        const note = PROBLEM_KIND_WORDS[found.kind as ProblemKind] ?? 'Something else';
        await ledgerWrites(scope.tx).post(problemSettled({ payers, mpesaCents: split.mpesaCents, creditCents: split.creditCents, userId: order.userId }), { orderId: order.id, actor: { kind: 'admin', id: admin.id }, note });
        let refundId: string | null = null;
        if (split.mpesaCents > 0) {
          const refund = await deps.refunds!.refundForProblem(scope, { problemId, amountCents: split.mpesaCents, reason: `problem report on order ${order.orderId}` });
          if (!refund) throw conflict('The M-Pesa refund could not be opened; nothing was changed. Try again, or give it as credit.');
          refundId = refund.id;
          decided.settlement = { ...decided.settlement!, refundId };
          await problems.setSettlement(problemId, decided.settlement);
        }
        await auditWrites(scope.tx).record({
          adminId: admin.id,
          action: decision.outcome === 'refund' ? 'problem.refund' : 'problem.credit',
          targetType: 'problem',
          targetId: problemId,
          reason: decision.reason || null,
          details: {
            orderId: order.id,
            kind: found.kind,
            mpesa: shillingsFromCents(split.mpesaCents),
            credit: shillingsFromCents(split.creditCents),
            lines: plan.lines.map((l) => ({ item: l.item, quantity: l.quantity, amount: shillingsFromCents(l.amountCents) })),
            deliveryFee: shillingsFromCents(plan.feeCents),
            itemsPaidBy,
            feePaidBy,
            refundId,
          },
        });
        await deps.decided?.(scope.tx, problemId);
        return decided;
      },
      { notFound: 'Order not found.' },
    );
    if (!row) throw notFound('Problem not found.');
    return { row, events };
  };
}
export type ProblemSettlement = ReturnType<typeof createProblemSettlement>;
