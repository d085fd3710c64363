import type { TSubstitution, TSubstitutionProposal } from '@sokoni/domain/contracts/substitutions';
import { effectivePrice, lineCents, shillingsFromCents } from '@sokoni/domain/money';
import { isProductAvailable } from '@sokoni/domain/opening-hours';
import { isDropped } from '@sokoni/domain/order-status';
import { newId } from '../../db/ids.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Account } from '../../plugins/authenticate.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { declineSubOrder, discountOwedBackCents, livePartsOf } from './drop-sub-order.ts';
import type { DeliveryRepricer } from './delivery-reprice.ts';
import { canReadOrder } from './order-access.ts';
import type { OrderReadRepository } from './order-reads.repository.ts';
import type { OrderTransitions, TransitionActor } from './order-transition.ts';
import { substitutionWrites, type SubstitutionRow, type SubstitutionWrites } from './substitutions.repository.ts';

/** Whole sentences per outcome, so each can be translated as one. */
const ALREADY_ANSWERED = {
  approved: 'You already approved this replacement.',
  refused: 'You already refused this replacement.',
  expired: 'This replacement ran out of time: the item was removed.',
} as const;

const TIMEOUT_JOB = 'order.substitution-timeout';
/** Sub-order statuses in which the shop is still putting the order together. */
const AT_WORK: readonly string[] = ['Pending', 'OrderReceived', 'Preparing'];
type Scope = Parameters<Parameters<OrderTransitions['transition']>[1]>[0];

const toDto = (row: SubstitutionRow): TSubstitution => ({
  _id: row.id,
  orderId: row.orderId,
  subOrderId: row.subOrderId,
  itemId: row.orderItemId,
  item: { name: row.itemName, quantity: row.itemQuantity, price: shillingsFromCents(row.itemPriceCents) },
  replacement: { productId: row.replacementProductId, name: row.replacementName, quantity: row.replacementQuantity, price: shillingsFromCents(row.replacementPriceCents) },
  state: row.state,
  expiresAt: row.expiresAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Substitutions (groceries run out): a shop marks one item of its sub-order unavailable and
 * proposes another of its products; the customer approves or refuses it, and without an answer
 * within SUBSTITUTION_MINUTES the item is removed. The replacement's stock is held from the
 * proposal; approving swaps the line (the original's stock goes back), refusing or running out
 * removes it (both stocks go back). Totals follow and any amount no longer due is owed back.
 */
export function createSubstitutionService(deps: {
  transitions: OrderTransitions;
  reads: OrderReadRepository;
  /** Reads outside a transaction (lists, finding a proposal's order). */
  substitutions: SubstitutionWrites;
  jobs: JobRunner;
  /** SUBSTITUTION_MINUTES: how long the customer has to answer before the item is removed. */
  minutes: number;
  /** Prices the delivery again when a part with nothing left drops out. */
  reprice?: DeliveryRepricer;
}) {
  /** Tells the customer and the shop (their pages reload the sub-order) and says what is owed back. */
  function told(scope: Scope, subOrderId: string, owedBackCents: number, reason: string, proposedId?: string) {
    const { order } = scope;
    const sub = order.subOrders.find((s) => s.id === subOrderId)!;
    const ref = { id: order.id, userId: order.userId, driverId: order.assignedDriverId, status: order.status };
    scope.events.push({ type: 'SubstitutionChanged', order: ref, subOrderId, storeId: sub.partnerId, status: sub.status, ...(proposedId ? { proposedId } : {}) });
    if (owedBackCents > 0) {
      scope.events.push({ type: 'RefundDue', order: ref, paymentMethod: order.paymentMethod, paymentStatus: order.paymentStatus, amountCents: owedBackCents, subOrderIds: [subOrderId], reason });
    }
  }

  /** The item goes: refused, or nobody answered. A part left with no items drops out of the order. */
  async function removeItem(scope: Scope, row: SubstitutionRow, state: 'refused' | 'expired') {
    const writes = substitutionWrites(scope.tx);
    if (!(await writes.decide(row.id, state))) return;
    const item = row.orderItemId ? await writes.findItem(row.orderItemId) : null;
    await writes.putBackStock(row.replacementProductId, row.replacementQuantity);
    const amountCents = lineCents(row.itemPriceCents, row.itemQuantity);
    const before = livePartsOf(scope.order);
    if (item) {
      await writes.putBackStock(item.productId, item.quantity);
      await writes.deleteItem(item.id);
      await writes.adjustTotals(row.orderId, row.subOrderId, -amountCents);
    }
    const sub = scope.order.subOrders.find((s) => s.id === row.subOrderId)!;
    sub.totalCents -= amountCents;
    scope.order.totalCents -= amountCents;
    // A promo discount that no longer fits the items left comes off what is owed back.
    const discountCents = await discountOwedBackCents(scope, row.orderId, before, livePartsOf(scope.order));
    told(scope, row.subOrderId, amountCents - discountCents, `substitution ${state}: ${row.itemName}`);
    if (!isDropped(sub.status) && (await writes.itemsLeft(sub.id)) === 0) {
      await declineSubOrder(scope, sub.id, { kind: 'system', id: null }, 'out of stock', 'None of its items were available.', deps.reprice);
    }
  }

  deps.jobs.register<{ orderId: string; substitutionId: string }>(TIMEOUT_JOB, async ({ orderId, substitutionId }) => {
    await deps.transitions.transition(orderId, async (scope) => {
      const row = await substitutionWrites(scope.tx).find(substitutionId);
      if (row?.state === 'proposed') await removeItem(scope, row, 'expired');
    });
  });

  return {
    async propose(account: Account, subOrderId: string, proposal: TSubstitutionProposal): Promise<TSubstitution> {
      const found = await deps.reads.findSubOrder(subOrderId);
      if (!found) throw notFound('Sub-order not found.');
      if (account.kind !== 'partner' || found.partnerId !== account.id) throw forbidden('Only the store this order is for can propose a replacement.');
      const actor: TransitionActor = { kind: 'partner', id: account.id };
      const { result } = await deps.transitions.transition(found.orderId, async (scope) => {
        const sub = scope.order.subOrders.find((s) => s.id === subOrderId)!;
        if (!AT_WORK.includes(sub.status)) throw conflict(`This order is ${sub.status}: items can only be replaced while you are preparing it.`);
        const writes = substitutionWrites(scope.tx);
        const item = await writes.findItem(proposal.itemId.toLowerCase());
        if (!item || item.subOrderId !== subOrderId) throw notFound('That item is not part of this order.');
        if (await writes.openFor(item.id)) throw conflict('A replacement for this item is already waiting for the customer.');
        const replacement = await writes.lockProduct(proposal.replacementProductId.toLowerCase());
        if (!replacement || replacement.partnerId !== account.id) throw badRequest('Choose a replacement from your own products.');
        if (replacement.id === item.productId) throw badRequest('Choose a different product as the replacement.');
        if (!isProductAvailable(replacement, new Date())) throw conflict(`${replacement.name} is sold out today.`);
        const quantity = proposal.quantity ?? item.quantity;
        if (!(await writes.takeStock(replacement.id, quantity))) throw conflict(`Only ${replacement.inventory} of ${replacement.name} left in stock.`);
        const row = await writes.insert({
          orderId: scope.order.id,
          subOrderId,
          orderItemId: item.id,
          itemName: item.name,
          itemQuantity: item.quantity,
          itemPriceCents: item.priceCents,
          replacementProductId: replacement.id,
          replacementName: replacement.name,
          replacementPriceCents: effectivePrice({ price: replacement.priceCents, discountedPrice: replacement.discountedPriceCents }),
          replacementQuantity: quantity,
          expiresAt: new Date(Date.now() + deps.minutes * 60_000),
        });
        await deps.jobs.schedule(TIMEOUT_JOB, { orderId: scope.order.id, substitutionId: row.id }, { tx: scope.tx, key: row.id, delayMs: deps.minutes * 60_000 });
        await scope.writes.insertHistory([
          {
            id: newId(),
            orderId: scope.order.id,
            subOrderId,
            fromStatus: sub.status,
            toStatus: sub.status,
            actorKind: actor.kind,
            actorId: actor.id,
            note: `proposed ${replacement.name} for ${item.name}`,
          },
        ]);
        told(scope, subOrderId, 0, '', row.id);
        return toDto(row);
      });
      return result;
    },

    async answer(account: Account, substitutionId: string, approve: boolean): Promise<TSubstitution> {
      const found = await deps.substitutions.find(substitutionId.toLowerCase());
      if (!found) throw notFound('Replacement not found.');
      const { result } = await deps.transitions.transition(found.orderId, async (scope) => {
        if (account.kind !== 'user' || scope.order.userId !== account.id) throw forbidden('Only the customer who placed this order can answer.');
        const writes = substitutionWrites(scope.tx);
        const row = (await writes.find(found.id))!;
        if (row.state !== 'proposed') throw conflict(ALREADY_ANSWERED[row.state]);
        if (!approve) {
          await removeItem(scope, row, 'refused');
        } else {
          if (!(await writes.decide(row.id, 'approved'))) throw conflict('This replacement changed. Please refresh.');
          const item = row.orderItemId ? await writes.findItem(row.orderItemId) : null;
          if (item) {
            await writes.putBackStock(item.productId, item.quantity);
            await writes.replaceItem(item.id, { productId: row.replacementProductId, name: row.replacementName, priceCents: row.replacementPriceCents, quantity: row.replacementQuantity });
          }
          const delta = lineCents(row.replacementPriceCents, row.replacementQuantity) - lineCents(row.itemPriceCents, row.itemQuantity);
          const before = livePartsOf(scope.order);
          await writes.adjustTotals(row.orderId, row.subOrderId, delta);
          const sub = scope.order.subOrders.find((s) => s.id === row.subOrderId)!;
          sub.totalCents += delta;
          scope.order.totalCents += delta;
          const discountCents = await discountOwedBackCents(scope, row.orderId, before, livePartsOf(scope.order));
          told(scope, row.subOrderId, -delta - discountCents, `substitution approved: ${row.replacementName} for ${row.itemName}`);
        }
        return toDto((await writes.find(row.id))!);
      });
      return result;
    },

    /** The order's substitutions, for its customer, a shop in it (its own only), its driver or the admin. */
    async list(account: Account, idOrNumber: string): Promise<TSubstitution[]> {
      const status = await deps.reads.statusOf(idOrNumber);
      if (!status) throw notFound('Order not found.');
      const parties = { userId: status.userId, partnerIds: status.subOrders.map((s) => s.partnerId), assignedDriverId: status.assignedDriverId };
      if (!canReadOrder(account, parties)) throw forbidden('You can only view orders you are part of.');
      const rows = await deps.substitutions.listForOrder(status.id);
      const own = account.kind === 'partner' && !account.isAdmin ? new Set(status.subOrders.filter((s) => s.partnerId === account.id).map((s) => s.id)) : null;
      return rows.filter((r) => !own || own.has(r.subOrderId)).map(toDto);
    },
  };
}
export type SubstitutionService = ReturnType<typeof createSubstitutionService>;
