import type { TProblem } from '@sokoni/domain/contracts/problems';
import type { ZProblemReport, ZProblemResolution } from '@sokoni/domain/contracts/problems';
import { linesRefusal, problemDueAt, reportRefusal } from '@sokoni/domain/problem-rules';
import { alreadyReportedRefusal } from '@sokoni/domain/problem-repeat';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { Uploads } from '../../providers/storage/uploads.ts';
import { auditWrites } from '../audit/audit-writes.ts';
import type { EventPublisher } from '../events/event-bus.ts';
import { toProblemDto } from './problems.dto.ts';
import { createProblemRepository, type ProblemRepository, type ProblemRow } from './problems.repository.ts';
import type { ProblemNotices } from './problem-notices.ts';
import type { ProblemSettlement } from './problem-settlement.ts';

const LIST_CAP = 100;

interface Deps {
  db: Db;
  problems: ProblemRepository;
  uploads: Pick<Uploads, 'saveImage' | 'remove'>;
  events: EventPublisher;
  notices: ProblemNotices;
  /** In the report's transaction: whatever must follow a new report (the admins' overdue alert). */
  reported?: (tx: DbOrTx, problemId: string, dueAt: Date) => Promise<void>;
  /** Refund and credit decisions (the money side). */
  settle: ProblemSettlement;
  /** How long after delivery a problem may be reported (PROBLEM_REPORT_HOURS). */
  reportHours: number;
  /** How long the admin has to decide (PROBLEM_SLA_HOURS). */
  slaHours: number;
}

/**
 * Problems with delivered orders: the customer reports, each shop concerned may answer, the admin
 * decides. Every step is told live to the customer, the shops and the admins.
 */
export function createProblemService(deps: Deps) {
  const { problems } = deps;

  async function present(rows: ProblemRow[], onlyStore?: string): Promise<TProblem[]> {
    const orderIds = [...new Set(rows.map((r) => r.orderId))];
    const [items, numbers] = await Promise.all([problems.items(orderIds), problems.orderMoney(orderIds)]);
    return rows.map((row) =>
      toProblemDto(
        row,
        numbers.get(row.orderId) ?? { number: '', deliveryFeeCents: 0, paymentMethod: '' },
        items.filter((i) => i.orderId === row.orderId),
        onlyStore,
      ),
    );
  }

  async function announce(row: ProblemRow) {
    const storeIds = (await problems.storesOf(row.orderId)).map((s) => s.storeId);
    deps.events.publish([{ type: 'ProblemUpdated', problemId: row.id, orderId: row.orderId, userId: row.userId, storeIds, status: row.status }]);
  }

  /** Refuses lines holding an item that a report of the order, still undecided, already holds (409 naming that report). */
  async function refuseRepeats(repo: ProblemRepository, order: { id: string; orderNumber: string }, lines: readonly { item: string }[], items: readonly { id: string; name: string }[]) {
    const repeat = alreadyReportedRefusal(lines, await repo.forOrder(order.id), { number: order.orderNumber, items });
    if (repeat) throw conflict(repeat.message, { problemId: repeat.problemId });
  }

  return {
    async report(actor: Account, orderId: string, input: z.output<typeof ZProblemReport>, photos: Buffer[]): Promise<TProblem> {
      const order = await problems.order(orderId);
      if (!order) throw notFound('Order not found.');
      if (actor.kind !== 'user' || actor.id !== order.userId) throw forbidden('Only the customer who placed this order can report a problem with it.');
      const refusal = reportRefusal(order, new Date(), deps.reportHours);
      if (refusal) throw conflict(refusal);
      const items = await problems.items([orderId]);
      const linesWrong = linesRefusal(input.kind, input.lines, items);
      if (linesWrong) throw badRequest(linesWrong);
      // Checked before the photos are stored, and again under the order's lock for reports sent at once.
      await refuseRepeats(problems, order, input.lines, items);
      const saved: string[] = [];
      try {
        for (const bytes of photos) saved.push(await deps.uploads.saveImage('photos', 'problems', bytes));
        const now = new Date();
        const row = await deps.db.transaction(async (tx) => {
          const locked = createProblemRepository(tx);
          await locked.lockOrder(orderId);
          await refuseRepeats(locked, order, input.lines, items);
          const inserted = await locked.insert({
            orderId,
            userId: order.userId,
            kind: input.kind,
            lines: input.lines.map((l) => ({ item: l.item, quantity: l.quantity })),
            note: input.note || null,
            photos: saved,
            dueAt: problemDueAt(now, deps.slaHours),
            refundAs: input.refundAs ?? null,
          });
          await deps.reported?.(tx, inserted.id, inserted.dueAt);
          return inserted;
        });
        await announce(row);
        return (await present([row]))[0]!;
      } catch (error) {
        for (const path of saved) await deps.uploads.remove(path);
        throw error;
      }
    },

    async forOrder(actor: Account, orderId: string): Promise<TProblem[]> {
      const order = await problems.order(orderId);
      if (!order) throw notFound('Order not found.');
      const stores = (await problems.storesOf(orderId)).map((s) => s.storeId);
      const isStore = actor.kind === 'partner' && !actor.isAdmin && stores.includes(actor.id);
      if (!actor.isAdmin && !isStore && !(actor.kind === 'user' && actor.id === order.userId)) throw forbidden('You can only see problems with your own orders.');
      return present(await problems.forOrder(orderId), isStore ? actor.id : undefined);
    },

    async forStore(actor: Account): Promise<TProblem[]> {
      if (actor.kind !== 'partner') throw forbidden('Only shops have a list of reported problems.');
      return present(await problems.forStore(actor.id, LIST_CAP), actor.id);
    },

    async answer(actor: Account, problemId: string, message: string): Promise<TProblem> {
      const row = await problems.find(problemId);
      if (!row) throw notFound('Problem not found.');
      const stores = (await problems.storesOf(row.orderId)).map((s) => s.storeId);
      if (actor.kind !== 'partner' || !stores.includes(actor.id)) throw forbidden('Only a shop with a part in this order can answer.');
      const updated = await problems.addAnswer(problemId, { storeId: actor.id, message, at: new Date().toISOString() });
      if (!updated) throw conflict('This problem has been decided already; the admin has closed it.');
      await announce(updated);
      return (await present([updated], actor.id))[0]!;
    },

    async queue(which: 'pending' | 'all'): Promise<TProblem[]> {
      return present(await problems.queue(which, LIST_CAP));
    },

    async resolve(admin: Account, problemId: string, decision: z.output<typeof ZProblemResolution>): Promise<TProblem> {
      const reason = decision.reason || null;
      const { outcome } = decision;
      if (outcome === 'refund' || outcome === 'credit') {
        const found = await problems.find(problemId);
        if (!found) throw notFound('Problem not found.');
        if (found.status === 'resolved' || found.status === 'rejected') throw conflict('This problem has been decided already.');
        const { row } = await deps.settle(admin, problemId, { ...decision, outcome }, found);
        await announce(row);
        const [dto] = await present([row]);
        return dto!;
      }
      const row = await deps.db.transaction(async (tx) => {
        const decided = await createProblemRepository(tx).resolve(problemId, { outcome, reason, adminId: admin.id });
        if (!decided) return null;
        await auditWrites(tx).record({
          adminId: admin.id,
          action: outcome === 'reject' ? 'problem.reject' : 'problem.redeliver',
          targetType: 'problem',
          targetId: problemId,
          reason,
          details: { orderId: decided.orderId, kind: decided.kind },
        });
        await deps.notices.decided(tx, problemId);
        return decided;
      });
      if (!row) {
        if (!(await problems.find(problemId))) throw notFound('Problem not found.');
        throw conflict('This problem has been decided already.');
      }
      await announce(row);
      const [dto] = await present([row]);
      return dto!;
    },
  };
}
export type ProblemService = ReturnType<typeof createProblemService>;
